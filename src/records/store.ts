// Where the player's record lives: one share per writer in globalState (share.ts), the old
// single-key record as a base everyone reads (legacy.ts), and the combined view every
// window shows (combine.ts). A writer is one workspace's window: its id is kept in the
// workspace's storage, so two windows never write the same key, whatever order they write in.
// Writes to the window's own share run one at a time, each a single update of one key.

import type { KeyValueStore, KeyedStore } from '../store/key-value-store';
import { SetAsideList } from '../store/set-aside';
import { Combined, combine } from './combine';
import { LEGACY_KEYS, legacyShare } from './legacy';
import { SHARE_VERSION, Share, ShareDoc, bound, checkShare, emptyShare, isPlainObject } from './share';

export const RECORD_KEY_PREFIX = 'fortyThieves.record.';
/** workspaceState: the id this workspace's window writes its share under. */
export const WRITER_KEY = 'fortyThieves.recordWriter';
/** How many shares imported from files a window keeps (a file holds at most this many). */
export const IMPORTED_KEPT = 50;

/** A stored share and the shares it imported, checked; or what is wrong with it. */
export function checkShareDoc(raw: unknown): ShareDoc | string {
  const share = checkShare(raw);
  if (typeof share === 'string') return share;
  const list = isPlainObject(raw) ? raw.imported : undefined;
  if (!Array.isArray(list) || list.length > IMPORTED_KEPT) return 'its list of imported records is damaged';
  const imported: Share[] = [];
  for (const item of list) {
    const checked = checkShare(item);
    if (typeof checked === 'string') return `an imported record is damaged: ${checked}`;
    imported.push(checked);
  }
  return { ...share, imported };
}

export interface RecordStoreDeps {
  global: KeyedStore;
  workspace: KeyValueStore;
  /** Where this window's own share goes when this version cannot read it (damaged, or newer). */
  setAside: SetAsideList;
  /** Tells the player about a share that cannot be read (once each). */
  tell: (text: string) => void;
  newId?: () => string;
  now: () => number;
}

export class RecordStore {
  private writer: string | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private cache: { raws: unknown[]; combined: Combined } | undefined;
  private readonly told = new Set<string>();

  constructor(private readonly deps: RecordStoreDeps) {}

  /** This window's writer id: made once per workspace (kept for this session when the workspace storage fails). */
  async writerId(): Promise<string> {
    if (this.writer) return this.writer;
    const kept = this.deps.workspace.get<unknown>(WRITER_KEY);
    if (typeof kept === 'string' && /^[\w-]{8,64}$/.test(kept)) return (this.writer = kept);
    const id = (this.deps.newId ?? (() => globalThis.crypto.randomUUID()))();
    this.writer = id;
    await Promise.resolve(this.deps.workspace.update(WRITER_KEY, id)).catch(() => undefined);
    return id;
  }

  /** The keys of every share this window can see (all are synced). */
  shareKeys(): string[] {
    return this.deps.global
      .keys()
      .filter((k) => k.startsWith(RECORD_KEY_PREFIX))
      .sort();
  }

  /** The keys Settings Sync should carry: the old record and every share, this window's included. */
  keysForSync(): string[] {
    const own = this.writer ? [RECORD_KEY_PREFIX + this.writer] : [];
    return [...new Set([...LEGACY_KEYS, ...this.shareKeys(), ...own])];
  }

  /** The record every window shows (worked out again only when a stored value changed). */
  combined(): Combined {
    const keys = this.shareKeys();
    const raws = [...LEGACY_KEYS, ...keys].map((k) => this.deps.global.get<unknown>(k));
    if (this.cache && this.cache.raws.length === raws.length && this.cache.raws.every((r, i) => r === raws[i])) return this.cache.combined;
    const shares: Share[] = [];
    const legacy = legacyShare(this.deps.global);
    if (legacy) shares.push(legacy);
    keys.forEach((key, i) => {
      const doc = checkShareDoc(raws[LEGACY_KEYS.length + i]);
      if (typeof doc !== 'string') shares.push(doc, ...doc.imported);
      else this.unreadable(key, doc);
    });
    const combined = combine(shares);
    this.cache = { raws, combined };
    return combined;
  }

  private unreadable(key: string, reason: string): void {
    if (this.told.has(key)) return;
    this.told.add(key);
    const whose = key === RECORD_KEY_PREFIX + this.writer ? "This window's" : "Another window's or machine's";
    this.deps.tell(
      `Forty Thieves: ${whose} part of your record cannot be read (${reason}). It is left as it is and not counted; nothing else is lost.`,
    );
  }

  /**
   * Changes this window's share: `change` gets it (and the combined record) and returns it changed,
   * or undefined for no change. One write of one key; a share this version cannot read is kept
   * aside first. Rejects, changing nothing, when the store does.
   */
  update(change: (doc: ShareDoc, combined: Combined) => ShareDoc | undefined): Promise<void> {
    const run = this.queue.then(async () => {
      const id = await this.writerId();
      const key = RECORD_KEY_PREFIX + id;
      const raw = this.deps.global.get<unknown>(key);
      let doc = raw === undefined ? undefined : checkShareDoc(raw);
      if (typeof doc === 'string') {
        await this.deps.setAside.add(`this window's record could not be read (${doc})`, raw, new Date(this.deps.now()));
        this.unreadable(key, doc);
        doc = undefined;
      }
      const combined = this.combined();
      const mine = doc ?? { ...emptyShare(id), imported: [] };
      const changed = change(mine, combined);
      if (!changed) return;
      // above every copy of this share seen anywhere (an imported copy included), so the new one counts
      const revision = Math.max(mine.revision, ...combined.shares.filter((s) => s.id === id).map((s) => s.revision)) + 1;
      const { imported, ...share } = changed;
      const next: ShareDoc = { ...bound({ ...share, id, revision, version: SHARE_VERSION }), imported };
      await this.deps.global.update(key, next);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
