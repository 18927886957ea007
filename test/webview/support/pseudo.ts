// The pseudo-locale: every message of the English bundle (l10n/bundle.l10n.json) wrapped in
// ⟦…⟧ and its letters accented, placeholders kept. A board shown in it marks every word that went
// through the bundle; a word outside the markers was written in place.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, type PageWords } from './harness';

export const PSEUDO_LANGUAGE = 'qps-ploc'; // VS Code's own pseudo-locale
export const OPEN = '⟦';
export const CLOSE = '⟧';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklmnorstuwyzABCDEGHIKLNORSTUWYZ'].map((c, i) => [c, [...'àƀçđéğĥîķĺɱñöŕšţûŵýžÀßÇĐÉĞĤÎĶĹÑÖŘŠŢÛŴÝŽ'][i]]),
);

/** A message in the pseudo-locale: "{0} of {1}" → "⟦{0} öƒ {1}⟧". */
export function pseudo(message: string): string {
  const parts = message.split(/(\{\d+\})/);
  return OPEN + parts.map((part) => (/^\{\d+\}$/.test(part) ? part : [...part].map((c) => ACCENTED[c] ?? c).join(''))).join('') + CLOSE;
}

/** The bundle of the pseudo-locale, made from the English one. */
export function pseudoWords(): PageWords {
  const english = JSON.parse(readFileSync(path.join(ROOT, 'l10n', 'bundle.l10n.json'), 'utf8')) as Record<
    string,
    string | { message: string }
  >;
  const contents = Object.fromEntries(
    Object.entries(english).map(([key, value]) => [key, pseudo(typeof value === 'string' ? value : value.message)]),
  );
  return { language: PSEUDO_LANGUAGE, contents };
}
