// The board's language, set before it draws (main.ts imports this first): the host's page says
// VS Code's display language in <html lang> and carries the extension's bundle for it, and every
// message of the board goes through @vscode/l10n's t(), which looks it up there (English if none).

import * as l10n from '@vscode/l10n';
import { BOARD_WORDS_ID } from '../src/protocol';
import { setLanguage } from './model/locale';

function pageBundle(): Record<string, string> {
  const text = document.getElementById(BOARD_WORDS_ID)?.textContent;
  if (!text) return {};
  try {
    const contents: unknown = JSON.parse(text);
    if (typeof contents === 'object' && contents !== null && !Array.isArray(contents)) return contents as Record<string, string>;
  } catch {
    // ignored below
  }
  console.warn('The board ignored the words of its page');
  return {};
}

l10n.config({ contents: pageBundle() });
setLanguage(document.documentElement.lang || 'en');
