// Text from outside (a link, a file, a setting, the board, saved data) made safe to show in a
// message: VS Code renders Markdown links in notifications, and hidden characters mislead.

/** How much of anything from outside (the board, saved data, a file) an error message repeats. */
export const MAX_QUOTED = 80;

/**
 * What VS Code could render as more than text, or that could mislead: control characters,
 * bidirectional overrides and isolates, zero-width characters and line separators.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;

/** Text with no Markdown link syntax and no hidden characters (plainText without the cut: for a whole message). */
export function noMarkup(text: string): string {
  return text.replace(HIDDEN, '').replace(/\[/g, '(').replace(/\]/g, ')').replace(/</g, '‹');
}

/**
 * Text from outside (a link, a file, a setting, the board, saved data, the storage's errors) made
 * safe to show in any message: no Markdown link syntax (a notification turns "[Play](command:…)"
 * into a link that runs the command; "(", ")" and "‹" stand in for "[", "]" and "<"), no hidden or
 * direction-changing characters, and at most MAX_QUOTED characters, cut at a word when it can be.
 */
export function plainText(text: string): string {
  const clean = noMarkup(text);
  const chars = [...clean]; // code points: a cut never splits a character in two
  if (chars.length <= MAX_QUOTED) return clean;
  const cut = chars.slice(0, MAX_QUOTED - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > MAX_QUOTED / 2 ? cut.slice(0, space) : cut}…`;
}

/** The reason an error gives (a store's, a file's), cut: it comes from outside. */
export const reasonOf = (error: unknown): string => plainText(error instanceof Error ? error.message : String(error));

/** Quotes a value from outside for a message, as plain text (plainText). */
export function quoteInput(value: unknown): string {
  return plainText(typeof value === 'bigint' || typeof value === 'symbol' ? String(value) : (JSON.stringify(value) ?? String(value)));
}
