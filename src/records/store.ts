// Where the player's record lives: one share per writer in globalState (share.ts), the old
// single-key record as a base everyone reads (legacy.ts), and the combined view every
// window shows (combine.ts). A writer is one window session: it leases an id from this machine's
// pool (writer-pool.ts) when it starts, so two windows never write the same key, and a restart
// takes an id back instead of leaving one more key behind.
// Writes to the window's own share run one at a time, each a single update of one key.

import type { KeyValueStore, KeyedStore } from '../store/key-value-store';
import { SetAsideList } from '../store/set-aside';
import { reasonOf, plainText } from '../plain-text';
import { Combined, SKEW_MS, combineSet, newestCopies } from './combine';
import { GameSet, gameSet, withShare } from './game-set';
import { LEGACY_KEYS, legacyShare } from './legacy';
import { WriterPool } from './writer-pool';
import { Dropped, MAX_REVISION, droppedText, SHARE_VERSION, Share, ShareDoc, bound, emptyShare, isPlainObject, readShare } from './share';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n, one } from '../l10n';

export const RECORD_KEY_PREFIX = 'fortyThieves.record.';
/** workspaceState: the writer id earlier versions kept per workspace (no longer used: two windows on one folder shared it). */
export const WRITER_KEY = 'fortyThieves.recordWriter';
/** How many shares imported from files a window keeps (a file holds at most this many). */
export const IMPORTED_KEPT = 50;

/** A stored share and the shares it imported, read entry by entry (share.ts: readShare); or why it cannot be read at all. */
export interface ShareDocRead {
  doc: ShareDoc;
  dropped: Dropped[];
  droppedCount: number;
}

export function readShareDoc(raw: unknown, l10n: L10n = ENGLISH): ShareDocRead | string {
  const read = readShare(raw, l10n);
  if (typeof read === 'string') return read;
  const dropped = [...read.dropped];
  let droppedCount = read.droppedCount;
  const list = isPlainObject(raw) && Array.isArray(raw.imported) ? raw.imported : [];
  if (isPlainObject(raw) && raw.imported !== undefined && !Array.isArray(raw.imported)) {
    dropped.push({ what: l10n.t('the list of imported records'), reason: l10n.t('it is not a list'), data: raw.imported });
    droppedCount++;
  }
  const imported: Share[] = [];
  const from = Math.max(0, list.length - IMPORTED_KEPT);
  droppedCount += from;
  for (let i = from; i < list.length; i++) {
    const item = readShare(list[i], l10n);
    if (typeof item === 'string') {
      droppedCount++;
      dropped.push({ what: l10n.t('imported record {0}', i + 1), reason: item, data: list[i] });
    } else {
      imported.push(item.share);
      droppedCount += item.droppedCount;
      dropped.push(...item.dropped.map((d) => ({ ...d, what: l10n.t('imported record {0}, {1}', i + 1, d.what) })));
    }
  }
  return { doc: { ...read.share, imported }, dropped: dropped.slice(0, 100), droppedCount };
}

/** A stored share and the shares it imported, checked whole (any damage refused); or what is wrong with it. */
export function checkShareDoc(raw: unknown, l10n: L10n = ENGLISH): ShareDoc | string {
  const read = readShareDoc(raw, l10n);
  if (typeof read === 'string') return read;
  return read.dropped[0] ? droppedText(read.dropped[0], l10n) : read.doc;
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
  /** The player's language (English when not given). */
  l10n?: L10n;
}

const EMPTY: Combined = { shares: [], games: new Map(), table: {}, history: [], daily: [], resetAt: 0, live: new Set() };

export class RecordStore {
  private writer: string | undefined;
  private readonly pool: WriterPool;
  private queue: Promise<unknown> = Promise.resolve();
  private cache: { raws: unknown[]; combined: Combined } | undefined;
  /** Each key's value as last read, and what was read of it: a value not changed since is not checked again. */
  private readonly reads = new Map<string, { raw: unknown; read: ShareDocRead | string; live?: Share }>();
  /** The games of every share but this window's own, kept while none of those shares changes (a write of its own redoes only its own). */
  private others: { shares: Share[]; set: GameSet } | undefined;
  /** The old record as a base share, kept while its keys' values stay the same. */
  private legacy: { raws: unknown[]; share: Share | undefined } | undefined;
  private readonly told = new Set<string>();

  constructor(private readonly deps: RecordStoreDeps) {
    this.pool = new WriterPool(deps.global, globalThis.crypto.randomUUID(), () => this.newId(), deps.now);
  }

  private newId(): string {
    return (this.deps.newId ?? (() => globalThis.crypto.randomUUID()))();
  }

  /**
   * This window's writer id, leased from this machine's pool (writer-pool.ts), never kept in the
   * workspace's storage, so two windows on one folder (two browser tabs on one remote folder) never
   * write one key. An id whose share is in a newer format is never taken (it is left as it is).
   */
  async writerId(renew = false): Promise<string> {
    this.writer = await this.pool.take((id) => !this.newerShare(RECORD_KEY_PREFIX + id), renew);
    return this.writer;
  }

  /** Renews this window's lease on its writer id (on a timer, so a live window keeps it). */
  async renewLease(): Promise<void> {
    await this.writerId(true);
  }

  /** Frees this window's writer id for the next window (on deactivate). */
  release(): Promise<void> {
    return this.pool.release();
  }

  private newerShare(key: string): boolean {
    const raw = this.deps.global.get<unknown>(key);
    return isPlainObject(raw) && typeof raw.version === 'number' && raw.version > SHARE_VERSION;
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

  /**
   * The record every window shows (worked out again only when a stored value changed). Never
   * throws: a share that cannot be read, or a damaged entry of one, is left out and the player told once.
   */
  combined(): Combined {
    try {
      return this.read();
    } catch (error) {
      const { l10n = ENGLISH } = this.deps;
      this.tellOnce('record', l10n.t('Forty Thieves: your record could not be read ({0}). It is left as it is.', reasonOf(error)));
      return EMPTY;
    }
  }

  private read(): Combined {
    const keys = this.shareKeys();
    const raws = [...LEGACY_KEYS, ...keys].map((k) => this.deps.global.get<unknown>(k));
    if (this.cache && this.cache.raws.length === raws.length && this.cache.raws.every((r, i) => r === raws[i])) return this.cache.combined;
    const shares: Share[] = [];
    const live = new Set<string>();
    const legacy = this.legacyShare(raws.slice(0, LEGACY_KEYS.length));
    if (legacy) shares.push(legacy);
    const copies: Share[] = [];
    keys.forEach((key, i) => {
      const raw = raws[LEGACY_KEYS.length + i];
      const read = this.readKey(key, raw);
      if (typeof read === 'string') return this.unreadable(key, read);
      if (read.droppedCount) this.damaged(key, read);
      // the share is the writer whose key it is under, whatever id it names (one object while the value stays)
      const id = key.slice(RECORD_KEY_PREFIX.length);
      const kept = this.reads.get(key)!;
      kept.live ??= { ...read.doc, id };
      live.add(id);
      shares.push(kept.live);
      copies.push(...read.doc.imported);
    });
    shares.push(...copies);
    const now = this.deps.now();
    const newest = newestCopies(shares, live);
    // this window's own share changes at each of its writes: the games of the others are gathered again only when one of them changes
    const own = this.writer !== undefined && live.has(this.writer) ? newest.find((s) => s.id === this.writer) : undefined;
    const others = own ? newest.filter((s) => s !== own) : newest;
    if (!this.others || this.others.shares.length !== others.length || this.others.shares.some((s, i) => s !== others[i]))
      this.others = { shares: others, set: gameSet(others) };
    const set = own ? withShare(this.others.set, own) : this.others.set;
    const combined = combineSet(newest, set, { live, now });
    if (combined.shares.some((s) => s.resetAt > now + SKEW_MS)) {
      const { l10n = ENGLISH } = this.deps;
      this.tellOnce(
        'reset-ahead',
        l10n.t(
          'Forty Thieves: a Reset Statistics from a machine whose clock is more than a day ahead was not applied (it would hide the games played since). Press Reset again here to reset the table.',
        ),
      );
    }
    this.cache = { raws, combined };
    return combined;
  }

  private legacyShare(raws: unknown[]): Share | undefined {
    if (!this.legacy || this.legacy.raws.some((r, i) => r !== raws[i])) this.legacy = { raws, share: legacyShare(this.deps.global) };
    return this.legacy.share;
  }

  private readKey(key: string, raw: unknown): ShareDocRead | string {
    const kept = this.reads.get(key);
    if (kept && kept.raw === raw) return kept.read;
    const read = readShareDoc(raw, this.deps.l10n);
    this.reads.set(key, { raw, read });
    return read;
  }

  private tellOnce(key: string, text: string): void {
    if (this.told.has(key)) return;
    this.told.add(key);
    this.deps.tell(text);
  }

  private mine(key: string): boolean {
    return key === RECORD_KEY_PREFIX + this.writer;
  }

  private unreadable(key: string, reason: string): void {
    const { l10n = ENGLISH } = this.deps;
    const why = plainText(reason);
    this.tellOnce(
      key,
      this.mine(key)
        ? l10n.t(
            "Forty Thieves: This window's part of your record cannot be read ({0}). It is left as it is and not counted; nothing else is lost.",
            why,
          )
        : l10n.t(
            "Forty Thieves: Another window's or machine's part of your record cannot be read ({0}). It is left as it is and not counted; nothing else is lost.",
            why,
          ),
    );
  }

  private damaged(key: string, read: ShareDocRead): void {
    const { l10n = ENGLISH } = this.deps;
    const first = read.dropped[0];
    const what = plainText(first ? droppedText(first, l10n) : l10n.t('entries beyond its bounds'));
    const n = read.droppedCount;
    const single = one(l10n, n);
    let text: string;
    if (this.mine(key))
      text = single
        ? l10n.t(
            "Forty Thieves: {0} entry of this window's part of your record could not be read ({1}): left out of the count and kept aside; the rest counts.",
            n,
            what,
          )
        : l10n.t(
            "Forty Thieves: {0} entries of this window's part of your record could not be read ({1}): left out of the count and kept aside; the rest counts.",
            n,
            what,
          );
    else
      text = single
        ? l10n.t(
            "Forty Thieves: {0} entry of another window's or machine's part of your record could not be read ({1}): left out of the count and left in place; the rest counts.",
            n,
            what,
          )
        : l10n.t(
            "Forty Thieves: {0} entries of another window's or machine's part of your record could not be read ({1}): left out of the count and left in place; the rest counts.",
            n,
            what,
          );
    this.tellOnce(key, text);
  }

  /**
   * The share an earlier version wrote for this folder under the writer id it kept in the
   * workspace's storage (WRITER_KEY): only this machine ever wrote it, and nothing writes it again.
   * Its share and the records it imported become copies in this window's share (the same
   * revision: counted once, whichever of key and copy is read), and its key is then dropped. Left
   * as it is while it cannot be read whole, or when this window's imported records leave no room.
   */
  private retiring(own: string, imported: readonly Share[]): { key: string; copies: Share[] } | undefined {
    const old = this.deps.workspace.get<unknown>(WRITER_KEY);
    if (typeof old !== 'string' || old === own) return undefined;
    const key = RECORD_KEY_PREFIX + old;
    const raw = this.deps.global.get<unknown>(key);
    if (raw === undefined) return undefined;
    const read = this.readKey(key, raw);
    if (typeof read === 'string' || read.droppedCount) return undefined;
    const { imported: theirs, ...share } = read.doc;
    // copied already (the key's drop failed): only the drop is left
    if (imported.some((s) => s.id === old && s.revision >= share.revision)) return { key, copies: [] };
    const copies = [{ ...share, id: old }, ...theirs];
    return imported.length + copies.length <= IMPORTED_KEPT ? { key, copies } : undefined;
  }

  /** Drops an earlier version's key once its share is copied (a failure leaves both: still counted once). */
  private async retire(key: string): Promise<void> {
    try {
      await this.deps.global.update(key, undefined);
      await this.deps.workspace.update(WRITER_KEY, undefined);
    } catch {
      // tried again at the next write
    }
  }

  /**
   * Changes this window's share: `change` gets it (and the combined record, when it asks) and returns it changed,
   * or undefined for no change. One write of one key; what this version cannot read of it is kept
   * aside first, and a share of a newer format is left untouched (this window writes a new one
   * beside it). Rejects, changing nothing, when the store does.
   */
  update(change: (doc: ShareDoc, combined: () => Combined) => ShareDoc | undefined): Promise<void> {
    const run = this.queue.then(async () => {
      let id = await this.writerId();
      let key = RECORD_KEY_PREFIX + id;
      const raw = this.deps.global.get<unknown>(key);
      const read = raw === undefined ? undefined : this.readKey(key, raw);
      let doc: ShareDoc | undefined;
      const { l10n = ENGLISH } = this.deps;
      if (typeof read === 'string') {
        this.unreadable(key, read);
        if (this.newerShare(key)) {
          // newer data is never overwritten by older code: this window writes beside it
          this.pool.drop();
          id = await this.writerId();
          key = RECORD_KEY_PREFIX + id;
        } else {
          const reason = l10n.t("this window's record could not be read ({0})", plainText(read));
          await this.deps.setAside.add(reason, raw, new Date(this.deps.now()));
        }
      } else if (read) {
        if (read.droppedCount) {
          const n = read.droppedCount;
          // the reasons are words for the player, kept as the label of what is kept aside (share.ts: Dropped)
          const reason = one(l10n, n)
            ? l10n.t("{0} entry of this window's record could not be read and was left out", n)
            : l10n.t("{0} entries of this window's record could not be read and were left out", n);
          await this.deps.setAside.add(
            reason,
            read.dropped.map((d) => ({ ...d, reason: plainText(d.reason) })),
            new Date(this.deps.now()),
          );
        }
        doc = read.doc;
      }
      const mine = doc ?? { ...emptyShare(id), imported: [] };
      // the combined record only when the change needs it (a game's result does not)
      const changed = change({ ...mine, id }, () => this.combined());
      if (!changed) return;
      // the live share always wins over copies of it, so its own revision is all that must rise (bounded: it can never overflow)
      const revision = Math.min(MAX_REVISION, mine.revision + 1);
      const { imported, ...share } = changed;
      const old = this.retiring(id, imported);
      const copies = old ? [...imported, ...old.copies] : imported;
      const next: ShareDoc = { ...bound({ ...share, id, revision, version: SHARE_VERSION }), imported: copies.slice(-IMPORTED_KEPT) };
      await this.deps.global.update(key, next);
      if (old) await this.retire(old.key);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
