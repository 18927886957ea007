// Data this version cannot use (damaged, or written by a newer version) is never thrown away: it
// is kept aside under a key of its own, and the oldest of it moves to files when the list grows.

import type { KeyValueStore } from './key-value-store';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n } from '../l10n';

/** How much set-aside data stays in the editor's storage; older entries move to files. */
export const SET_ASIDE_MAX_CHARS = 100_000;

export interface SetAsideEntry {
  reason: string;
  savedAt: string;
  data: unknown;
}

/** Files in the extension's global storage folder (vscode.workspace.fs in the extension). */
export interface SetAsideFiles {
  write(name: string, text: string): Promise<void>;
  /** The names written before, oldest first. */
  list(): Promise<string[]>;
  read(name: string): Promise<string>;
}

const isEntry = (value: unknown): value is SetAsideEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SetAsideEntry).reason === 'string' &&
  typeof (value as SetAsideEntry).savedAt === 'string' &&
  'data' in value;

/**
 * The reason a damaged list gives the entry that keeps it. A list has no language, so this one is
 * stored in English, a stable text, and shown in the player's language (setAsideItems); every other
 * reason comes from the caller, who has the player's language and writes it in it.
 */
const damagedList = (l10n: L10n): string => l10n.t('the list of data kept aside was damaged; here it is as it was found');

/**
 * Data kept aside instead of being overwritten: a list under one key, bounded by size. When it
 * grows too big the oldest entries move to files (never deleted); when the files cannot be
 * written they stay in the list. A damaged list is itself kept, as the first entry of a new one.
 */
export class SetAsideList {
  constructor(
    private readonly store: KeyValueStore,
    private readonly key: string,
    /** Names the files of this list: `<label>-<time>-<random>.json`. */
    readonly label: string,
    private readonly files: SetAsideFiles | undefined,
    private readonly maxChars = SET_ASIDE_MAX_CHARS,
  ) {}

  /** What the store holds now, oldest first (a damaged list shows as one entry). */
  entries(): SetAsideEntry[] {
    const raw = this.store.get<unknown>(this.key);
    if (raw === undefined) return [];
    if (Array.isArray(raw) && raw.every(isEntry)) return raw;
    return [{ reason: damagedList(ENGLISH), savedAt: 'unknown', data: raw }];
  }

  async add(reason: string, data: unknown, now: Date): Promise<void> {
    const kept = this.entries();
    kept.push({ reason, savedAt: now.toISOString(), data });
    while (kept.length > 0 && JSON.stringify(kept).length > this.maxChars && this.files) {
      const oldest = kept[0];
      const name = `${this.label}-${oldest.savedAt.replace(/[^0-9A-Za-z]/g, '-')}-${globalThis.crypto.randomUUID().slice(0, 8)}.json`;
      try {
        await this.files.write(name, JSON.stringify(oldest, null, 2));
      } catch {
        break; // over the bound is better than lost
      }
      kept.shift();
    }
    await this.store.update(this.key, kept);
  }

  /** Names of the files this list moved its oldest entries to. */
  async fileNames(): Promise<string[]> {
    return (await this.files?.list())?.filter((name) => name.startsWith(`${this.label}-`)) ?? [];
  }

  async readFile(name: string, l10n: L10n = ENGLISH): Promise<string> {
    if (!this.files) throw new Error(l10n.t('There is no folder for data kept aside'));
    return this.files.read(name);
  }
}

/** When an entry was kept aside, as the language writes a moment (the stored text when it is not one). */
function keptAt(l10n: L10n, savedAt: string): string {
  const at = Date.parse(savedAt);
  if (!Number.isFinite(at)) return savedAt;
  try {
    return new Intl.DateTimeFormat(l10n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  } catch {
    return savedAt;
  }
}

/** One thing kept aside, as the Show Set-Aside Games… command lists it. */
export interface SetAsideItem {
  label: string;
  description: string;
  /** The data as kept, as JSON text. */
  text(): Promise<string>;
}

/** Everything the lists hold, newest first, then the files their oldest entries moved to. */
export async function setAsideItems(
  lists: readonly { title: string; list: SetAsideList }[],
  l10n: L10n = ENGLISH,
): Promise<SetAsideItem[]> {
  const items: SetAsideItem[] = [];
  for (const { title, list } of lists) {
    for (const entry of list.entries().reverse()) {
      items.push({
        label: l10n.t('{0}: {1}', title, entry.reason === damagedList(ENGLISH) ? damagedList(l10n) : entry.reason),
        description: l10n.t('kept {0}', keptAt(l10n, entry.savedAt)),
        text: async () => JSON.stringify(entry, null, 2),
      });
    }
  }
  for (const { title, list } of lists) {
    for (const name of (await list.fileNames()).reverse()) {
      items.push({
        label: l10n.t('{0} (older, in a file): {1}', title, name),
        description: l10n.t("in the extension's global storage folder"),
        text: () => list.readFile(name, l10n),
      });
    }
  }
  return items;
}
