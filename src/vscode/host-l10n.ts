// The player's language in the extension host: VS Code's bundle for the display language
// (l10n/bundle.l10n.<language>.json, chosen by VS Code) and the language itself, handed to the
// plain layers as an L10n (src/l10n.ts). The adapters here call vscode.l10n.t directly.

import * as vscode from 'vscode';
import type { L10n, L10nArg } from '../l10n';

export const hostL10n: L10n = {
  t: (message: string | { message: string; args: L10nArg[]; comment: string }, ...args: L10nArg[]) =>
    typeof message === 'string' ? vscode.l10n.t(message, ...args) : vscode.l10n.t(message),
  language: vscode.env.language,
};
