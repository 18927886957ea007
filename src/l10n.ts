// The player's language for the host's plain layers (game, records, deals, solver), which may not
// import vscode: they are handed an `L10n` by the host (src/vscode/host-l10n.ts: vscode.l10n.t and
// vscode.env.language), and the unit tests use ENGLISH. Every message is a whole sentence with
// numbered placeholders, written in place as `l10n.t('… {0} …', arg)`; a plural is two messages,
// chosen by `one()`; ordinals, days and numbers through Intl in the language.
//
// `npm run l10n:export` (@vscode/l10n-dev) extracts the `l10n.t(...)` calls of every file that
// imports '@vscode/l10n': a file of messages outside src/vscode imports it as a type only (below).

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH as ENGLISH_MESSAGES, type L10n as Translator } from './engine/translate';

// The translator and its English are the engine's (the lowest layer; src/ may import it, never the
// reverse), as are the games' names and rules in short: variantTitle() and summarizeRules().
export { formatMessage, type L10nArg } from './engine/translate';

export interface L10n extends Translator {
  /** The display language (a BCP 47 tag, vscode.env.language): for Intl's plurals, dates and numbers. */
  readonly language: string;
}

/** The messages as written: English. */
export const ENGLISH: L10n = { t: ENGLISH_MESSAGES.t, language: 'en' };

/** Whether `count` takes the singular message in the language ("1 game", but "0 partie" in French; never in Japanese or Chinese). */
export function one(l10n: L10n, count: number): boolean {
  return pluralRules(l10n.language).select(count) === 'one';
}

const rules = new Map<string, Intl.PluralRules>();
function pluralRules(language: string): Intl.PluralRules {
  let found = rules.get(language);
  if (!found) {
    try {
      found = new Intl.PluralRules(language);
    } catch {
      found = new Intl.PluralRules('en'); // a tag Intl does not know
    }
    rules.set(language, found);
  }
  return found;
}

/**
 * An ordinal number as the language writes it ("2nd", "2.", "2e", "2 番目"): the language's ordinal
 * category (Intl.PluralRules, type ordinal) chooses the message, so English has four and most one.
 */
export function ordinalNumber(l10n: L10n, n: number): string {
  let category: Intl.LDMLPluralRule = 'other';
  try {
    category = new Intl.PluralRules(l10n.language, { type: 'ordinal' }).select(n);
  } catch {
    // a tag Intl does not know: "other"
  }
  switch (category) {
    case 'one':
      return l10n.t({
        message: '{0}st',
        args: [n],
        comment: 'An ordinal number whose language category is "one" (English 1st, 21st; French 1er).',
      });
    case 'two':
      return l10n.t({ message: '{0}nd', args: [n], comment: 'An ordinal number whose language category is "two" (English 2nd, 22nd).' });
    case 'few':
      return l10n.t({ message: '{0}rd', args: [n], comment: 'An ordinal number whose language category is "few" (English 3rd, 23rd).' });
    default:
      return l10n.t({
        message: '{0}th',
        args: [n],
        comment: 'An ordinal number of the language category "other" (English 4th, 11th; French 2e).',
      });
  }
}

/** A UTC day (YYYY-MM-DD) as the language writes a date: "5 January 2026", "2026年1月5日". */
export function formatDay(l10n: L10n, day: string): string {
  const at = Date.parse(`${day}T12:00:00Z`);
  if (!Number.isFinite(at)) return day;
  try {
    return new Intl.DateTimeFormat(l10n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  } catch {
    return new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  }
}

/** A number as the language writes it (grouping, digits). */
export function formatNumber(l10n: L10n, value: number, options?: Intl.NumberFormatOptions): string {
  try {
    return new Intl.NumberFormat(l10n.language, options).format(value);
  } catch {
    return new Intl.NumberFormat('en', options).format(value);
  }
}
