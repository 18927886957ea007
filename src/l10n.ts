// The player's language for the host's plain layers (game, records, deals, solver), which may not
// import vscode: they are handed an `L10n` by the host (src/vscode/host-l10n.ts: vscode.l10n.t and
// vscode.env.language), and the unit tests use ENGLISH. Every message is a whole sentence with
// numbered placeholders, written in place as `l10n.t('… {0} …', arg)`; a plural is two messages,
// chosen by `one()`. The game names and their rules in short are here, once.
//
// `npm run l10n:export` (@vscode/l10n-dev) extracts the `l10n.t(...)` calls of every file that
// imports '@vscode/l10n': a file of messages outside src/vscode imports it as a type only (below).

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import type { VariantId } from './engine/variants';

export type L10nArg = string | number | boolean;

export interface L10n {
  /** A message of the bundle, its {0}, {1}… filled in with `args`, in the player's language. */
  t(message: string, ...args: L10nArg[]): string;
  /** A message whose words alone could mean two things, told apart by a comment for the translator. */
  t(options: { message: string; args: L10nArg[]; comment: string }): string;
  /** The display language (a BCP 47 tag, vscode.env.language): for Intl's plurals, dates and numbers. */
  readonly language: string;
}

/** `{0}`, `{1}`… of `message` replaced by `args` (one left alone when there is no argument for it), as vscode.l10n.t does. */
export function formatMessage(message: string, args: readonly L10nArg[]): string {
  return message.replace(/\{(\d+)\}/g, (whole, index: string) => (Number(index) < args.length ? String(args[Number(index)]) : whole));
}

/** The messages as written: English. */
export const ENGLISH: L10n = {
  t: (message: string | { message: string; args: L10nArg[] }, ...args: L10nArg[]) =>
    typeof message === 'string' ? formatMessage(message, args) : formatMessage(message.message, message.args),
  language: 'en',
};

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

/** A game's name as its players know it in the language (most keep the English proper name). */
export function gameName(l10n: L10n, variant: VariantId): string {
  switch (variant) {
    case 'forty-thieves':
      return l10n.t('Forty Thieves');
    case 'indian':
      return l10n.t('Indian');
    case 'limited':
      return l10n.t('Limited');
    case 'little-forty':
      return l10n.t('Little Forty');
    case 'lucas':
      return l10n.t('Lucas');
    case 'maria':
      return l10n.t('Maria');
    case 'number-ten':
      return l10n.t('Number Ten');
    case 'rank-and-file':
      return l10n.t('Rank and File');
    case 'streets':
      return l10n.t('Streets');
  }
}

/** A game's rules in one short sentence (the English is the engine's summarizeRules, checked by a test). */
export function rulesSummary(l10n: L10n, variant: VariantId): string {
  switch (variant) {
    case 'forty-thieves':
      return l10n.t('10×4, build in suit, one card at a time, no redeal.');
    case 'indian':
      return l10n.t('10×3, 1 face down, build in any other suit, one card at a time, no redeal.');
    case 'limited':
      return l10n.t('12×3, build in suit, one card at a time, no redeal.');
    case 'little-forty':
      return l10n.t('10×4, build in any other suit, sequences move, stock 3 at a time, 3 redeals.');
    case 'lucas':
      return l10n.t('Aces start the foundations, 13×3, build in suit, one card at a time, no redeal.');
    case 'maria':
      return l10n.t('9×4, build in alternating colours, one card at a time, no redeal.');
    case 'number-ten':
      return l10n.t('10×4, 2 face down, build in alternating colours, sequences move, no redeal.');
    case 'rank-and-file':
      return l10n.t('10×4, 3 face down, build in alternating colours, sequences move, no redeal.');
    case 'streets':
      return l10n.t('10×4, build in alternating colours, one card at a time, no redeal.');
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
