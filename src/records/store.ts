// Where the player's record lives: one share per writer in globalState (share.ts), the old
// single-key record as a base everyone reads (legacy.ts), and the combined view every
// window shows (combine.ts). A writer is one window session: it leases an id from this machine's
// pool (writer-pool.ts) when it starts, so two windows never write the same key, and a restart
// takes an id back instead of leaving one more key behind.
// Writes to the window's own share run one at a time, each a single update of one key.

import type { KeyValueStore, KeyedStore } from '../store/key-value-store';
import { SetAsideList } from '../store/set-aside';
import { reasonOf, plainText } from '../plain-text';
import { Combined, SKEW_MS, combining, newestCopies } from './combine';
import { GameSet, adding, gathering } from './game-set';
import { Idle, Steps, drain, inSlices, nextTurn } from './slices';
import {
  Building,
  KeptViews,
  LARGE_RECORD,
  Reading,
  RecordView,
  recordEntries,
  recordFingerprint,
  sameValues,
  viewText,
} from './view-cache';
import { LEGACY_KEYS, legacyShare } from './legacy';
import { WriterPool } from './writer-pool';
import { MAX_REVISION, SHARE_VERSION, Share, ShareDoc, bound, emptyShare, fingerprint, isPlainObject } from './share';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n, one } from '../l10n';

export const RECORD_KEY_PREFIX = 'fortyThieves.record.';
/** workspaceState: the writer id earlier versions kept per workspace (no longer used: two windows on one folder shared it). */
export const WRITER_KEY = 'fortyThieves.recordWriter';
export { IMPORTED_KEPT, type ShareDocRead, readShareDoc, checkShareDoc } from './share-doc';
import { IMPORTED_KEPT, type ShareDocRead, damagedText, readingShareDoc, unreadableText } from './share-doc';

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
  /** Runs a task in a later turn of the event loop (slices.ts: nextTurn when not given). */
  idle?: Idle;
  /** The record shown changed without a write here (the kept view shown at the start differed from the record). */
  changed?: () => void;
}

const EMPTY: Combined = { shares: [], games: new Map(), table: {}, history: [], daily: [], resetAt: 0, live: new Set() };

export class RecordStore {
  private writer: string | undefined;
  private readonly pool: WriterPool;
  private queue: Promise<unknown> = Promise.resolve();
  private cache: { raws: unknown[]; combined: Combined } | undefined;
  /** The combination worked out in slices after the window's start, and the kept view shown meanwhile. */
  private building: Building | undefined;
  /** The kept view (view-cache.ts) is read at the window's first read only. */
  private consulted = false;
  private readonly kept: KeptViews;
  private readonly idle: Idle;
  /** Each key's value as last read, and what was read of it: a value not changed since is not checked again. */
  private readonly reads = new Map<string, { raw: unknown; read: ShareDocRead | string; live?: Share }>();
  /** The games of every share but this window's own, kept while none of those shares changes (a write of its own redoes only its own). */
  private others: { shares: Share[]; set: GameSet } | undefined;
  /** The old record as a base share, kept while its keys' values stay the same. */
  private legacy: { raws: unknown[]; share: Share | undefined; text: string } | undefined;
  private readonly told = new Set<string>();

  constructor(private readonly deps: RecordStoreDeps) {
    this.pool = new WriterPool(deps.global, globalThis.crypto.randomUUID(), () => this.newId(), deps.now);
    this.idle = deps.idle ?? nextTurn;
    this.kept = new KeptViews(deps.global, this.idle);
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

  /**
   * What the board and status bar show of the record: at a window's first read, the view this
   * machine kept when nothing changed since (view-cache.ts), while the whole combination is worked
   * out in slices after it (`deps.idle`); otherwise, or once that is done, the combined record.
   * Never throws.
   */
  view(): RecordView {
    return this.quick(false) ?? this.combined();
  }

  /**
   * As `view`, but never holding the thread long at a window's start: with nothing kept and a
   * record of more than LARGE_RECORD entries, undefined while the record is worked out in slices
   * (started here; `deps.changed` tells when it is done). The status bar's first read.
   */
  glance(): RecordView | undefined {
    return this.quick(true);
  }

  private quick(mayWait: boolean): RecordView | undefined {
    try {
      const building = this.building;
      const { keys, raws, now } = this.current();
      if (building) {
        // until the slices are done: the kept view (or nothing yet), while the record is still the one it names
        if (sameValues(raws, building.raws) || this.fingerprintOf(keys, raws, now) === building.fingerprint)
          return building.view ?? (mayWait ? undefined : this.combined());
      } else if (!this.consulted) {
        this.consulted = true;
        const fingerprint = this.fingerprintOf(keys, raws, now);
        const kept = this.kept.read(fingerprint);
        if (kept || (mayWait && recordEntries(raws) > LARGE_RECORD)) {
          this.buildInSlices({ keys, raws, now, fingerprint }, kept);
          return kept;
        }
      }
    } catch {
      // nothing kept can be used: the record is worked out at once
    }
    return this.combined();
  }

  /** The keys read and their values (the old record's first), at this moment. */
  private current(): { keys: string[]; raws: unknown[]; now: number } {
    const keys = this.shareKeys();
    const raws = [...LEGACY_KEYS, ...keys].map((k) => this.deps.global.get<unknown>(k));
    return { keys, raws, now: this.deps.now() };
  }

  private fingerprintOf(keys: readonly string[], raws: readonly unknown[], now: number): string {
    const legacy = this.legacyShare(raws.slice(0, LEGACY_KEYS.length));
    return recordFingerprint(legacy.text, keys, raws.slice(LEGACY_KEYS.length), now);
  }

  /** Works out the combination of `at` a slice at a time, showing `kept` meanwhile (if any); tells the board and status bar if it differs. */
  private buildInSlices(at: Reading, kept: RecordView | undefined): void {
    const work = this.combining(at, true);
    const building: Building = { ...at, view: kept, work };
    this.building = building;
    void inSlices(work, this.idle, () => this.building === building).then((combined) => {
      if (this.building === building) {
        this.building = undefined;
        // failed: the board and status bar read again, and the record is worked out at once (and the player told)
        if (combined) this.built(building, combined);
        else this.idle(() => this.deps.changed?.());
      }
    });
  }

  /** A combination worked out after the start: a kept view that differs is replaced, and the board and status bar told. */
  private built(building: Building, combined: Combined): void {
    if (building.view && viewText(combined) === viewText(building.view)) return;
    this.kept.keep(building.fingerprint, combined, true);
    // in a turn of its own: the board and status bar read the record again, never from inside a write
    this.idle(() => this.deps.changed?.());
  }

  private read(): Combined {
    const building = this.building;
    if (building) {
      // needed at once (a write, an export): the slices left are done now
      this.building = undefined;
      const combined = drain(building.work);
      this.built(building, combined);
    }
    const at = this.current();
    if (this.cache && sameValues(this.cache.raws, at.raws)) return this.cache.combined;
    return drain(this.combining({ ...at, fingerprint: this.fingerprintOf(at.keys, at.raws, at.now) }));
  }

  /** The record from the values of `at`, in parts (slices.ts; `sliced`: the sort too): every share read, its games gathered, then counted. */
  private *combining({ keys, raws, now, fingerprint }: Reading, sliced = false): Steps<Combined> {
    const shares: Share[] = [];
    const live = new Set<string>();
    const legacy = this.legacyShare(raws.slice(0, LEGACY_KEYS.length)).share;
    if (legacy) shares.push(legacy);
    const copies: Share[] = [];
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const raw = raws[LEGACY_KEYS.length + i];
      const read = yield* this.readKey(key, raw);
      if (typeof read === 'string') {
        this.unreadable(key, read);
        continue;
      }
      if (read.droppedCount) this.damaged(key, read);
      // the share is the writer whose key it is under, whatever id it names (one object while the value stays)
      const id = key.slice(RECORD_KEY_PREFIX.length);
      const kept = this.reads.get(key)!;
      kept.live ??= { ...read.doc, id };
      live.add(id);
      shares.push(kept.live);
      copies.push(...read.doc.imported);
    }
    shares.push(...copies);
    const newest = newestCopies(shares, live);
    // this window's own share changes at each of its writes: the games of the others are gathered again only when one of them changes
    const own = this.writer !== undefined && live.has(this.writer) ? newest.find((s) => s.id === this.writer) : undefined;
    const others = own ? newest.filter((s) => s !== own) : newest;
    if (!this.others || this.others.shares.length !== others.length || this.others.shares.some((s, i) => s !== others[i]))
      this.others = { shares: others, set: yield* gathering(others, sliced) };
    const set = own ? yield* adding(this.others.set, own) : this.others.set;
    const combined = yield* combining(newest, set, { live, now });
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
    this.kept.keep(fingerprint, combined);
    return combined;
  }

  private legacyShare(raws: unknown[]): { share: Share | undefined; text: string } {
    if (!this.legacy || this.legacy.raws.some((r, i) => r !== raws[i])) {
      const share = legacyShare(this.deps.global);
      this.legacy = { raws, share, text: share ? fingerprint(JSON.stringify(share)) : 'none' };
    }
    return this.legacy;
  }

  private *readKey(key: string, raw: unknown): Steps<ShareDocRead | string> {
    const kept = this.reads.get(key);
    if (kept && kept.raw === raw) return kept.read;
    const read = yield* readingShareDoc(raw, this.deps.l10n);
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
    this.tellOnce(key, unreadableText(this.deps.l10n ?? ENGLISH, this.mine(key), reason));
  }

  private damaged(key: string, read: ShareDocRead): void {
    this.tellOnce(key, damagedText(this.deps.l10n ?? ENGLISH, this.mine(key), read));
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
    const read = drain(this.readKey(key, raw));
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
      const read = raw === undefined ? undefined : drain(this.readKey(key, raw));
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
