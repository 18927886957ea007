// How the engine's words are translated: each function that says something takes a translator
// (`l10n`, English when none is given). The board passes @vscode/l10n and the host vscode.l10n,
// so a message is a whole sentence with numbered placeholders ("Move the {0} from {1} to {2}"),
// looked up in the extension's bundle (l10n/). The engine stays pure: it imports only the type.
//
// @vscode/l10n-dev extracts the `l10n.t(...)` calls of a file that imports '@vscode/l10n', so a
// file of messages here imports it as a type: `import type * as l10n from '@vscode/l10n'`.

// This is the one translator type and the one English of the product: src/l10n.ts adds the display
// language to it for the host's plain layers (their plurals, dates and numbers).

export type L10nArg = string | number | boolean;

/** Translates an English message, filling in its placeholders {0}, {1}… */
export interface L10n {
  /** A message of the bundle, its {0}, {1}… filled in with `args`, in the player's language. */
  t(message: string, ...args: L10nArg[]): string;
  /** A message whose words alone could mean two things, told apart by a comment for the translator. */
  t(options: { message: string; args: L10nArg[]; comment: string }): string;
}

/** `{0}`, `{1}`… of `message` replaced by `args` (one left alone when there is no argument for it), as vscode.l10n.t does. */
export const formatMessage = (message: string, args: readonly L10nArg[]): string =>
  message.replace(/\{(\d+)\}/g, (hole, i: string) => (i in args ? String(args[Number(i)]) : hole));

/** The messages as written: English, with the placeholders filled in. */
export const ENGLISH: L10n = {
  t: (message: string | { message: string; args: L10nArg[] }, ...args: L10nArg[]) =>
    typeof message === 'string' ? formatMessage(message, args) : formatMessage(message.message, message.args),
};
