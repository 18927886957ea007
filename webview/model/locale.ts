// The board's display language (VS Code's, from the page: webview/language.ts sets it before the
// board draws) and what depends on it: which plural message to say, lists, dates and numbers, all
// through Intl in that language. Pure: no DOM.

import * as l10n from '@vscode/l10n';

let current = 'en';
/** Intl's formatters, made once per language and options (making one costs more than using it). */
let formatters = new Map<string, object>();

export function setLanguage(language: string): void {
  current = supported(language) ? language : 'en';
  formatters = new Map();
}

function made<T extends object>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) formatters.set(key, (f = make()));
  return f;
}

/** The display language, a BCP 47 tag ("en", "zh-cn", "pt-br"). */
export const language = (): string => current;

function supported(language: string): boolean {
  try {
    return Intl.PluralRules.supportedLocalesOf([language]).length > 0;
  } catch {
    return false; // not a language tag
  }
}

/**
 * The message for `n` in the display language's plural category: `one` ("{0} card") or `other`
 * ("{0} cards"), each a whole message of its own, already translated. Every language the
 * extension speaks says n items with one of the two (a category "many" or "few" takes `other`).
 */
export const plural = (n: number, one: string, other: string): string =>
  made('plural', () => new Intl.PluralRules(current)).select(n) === 'one' ? one : other;

/** "column 5, column 7 or a foundation", joined as the display language joins a list. */
export const listOr = (items: readonly string[]): string =>
  made('or', () => new Intl.ListFormat(current, { type: 'disjunction' })).format([...new Set(items)]);

/** A number as the display language writes it. */
export const numberText = (n: number): string => made('number', () => new Intl.NumberFormat(current)).format(n);

/** Intl's options for a date, formatted in the display language. */
export const dateText = (date: Date, options: Intl.DateTimeFormatOptions): string =>
  made(`date ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(current, options)).format(date);

/** Sentences one after the other, as the display language writes them (no space in Chinese or Japanese). */
export const sentences = (...parts: string[]): string =>
  parts
    .filter((part) => part !== '')
    .reduce(
      (text, part) => (text ? l10n.t({ message: '{0} {1}', args: [text, part], comment: 'Two sentences, one after the other' }) : part),
      '',
    );

/** A share as a whole percentage: "67%", "67 %". */
export const percentText = (share: number): string =>
  made('percent', () => new Intl.NumberFormat(current, { style: 'percent', maximumFractionDigits: 0 })).format(share);

/** Items side by side, as the display language lists them ("won, lost, won"). */
export const listText = (items: readonly string[]): string =>
  made('list', () => new Intl.ListFormat(current, { type: 'unit', style: 'short' })).format(items);
