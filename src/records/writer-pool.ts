// The writer ids this machine's windows take turns with, so the synced share keys grow only with
// the number of windows open at the same time, not with every start. Kept in globalState but never
// registered for sync (another machine must never take this machine's id). Each id carries a lease
// (the window session holding it, and until when); a window takes the first id whose lease ran
// out, and makes a new id only when all are held. Windows see each other's writes late, so two
// may take one id at once: the one that later finds the other holding it takes another.

import type { KeyedStore } from '../store/key-value-store';
import { isPlainObject } from './share';

/** globalState, not synced: the pool of writer ids and their leases. */
export const WRITER_POOL_KEY = 'fortyThieves.writerPool';
/** How long a lease lasts without being renewed (a window that crashed frees its id after this). */
export const LEASE_MS = 5 * 60_000;
/** How often a live window renews its lease (on a timer, and on a record write once this old). */
export const RENEW_MS = 60_000;
/** How many ids the pool keeps: far more windows than anyone opens at once. */
const POOL_BOUND = 100;

interface Lease {
  id: string;
  holder: string;
  until: number;
}

const ID = /^[A-Za-z0-9_-]{1,80}$/;

/** The pool as stored, bounded; anything that is not a lease is left out (a damaged pool costs at most new ids). */
function readPool(raw: unknown): Lease[] {
  if (!Array.isArray(raw)) return [];
  const pool: Lease[] = [];
  for (const item of raw.slice(0, POOL_BOUND)) {
    if (!isPlainObject(item)) continue;
    const { id, holder, until } = item;
    if (typeof id !== 'string' || !ID.test(id) || typeof holder !== 'string' || typeof until !== 'number' || !Number.isFinite(until))
      continue;
    if (!pool.some((l) => l.id === id)) pool.push({ id, holder: holder.slice(0, 80), until });
  }
  return pool;
}

/**
 * Held by someone else: a lease not yet run out. One dated far ahead (written while a clock ran
 * ahead) still holds: the cost is one more id, never two windows on one.
 */
const heldByOther = (l: Lease, session: string, now: number) => l.holder !== session && l.until > now;

export class WriterPool {
  private id: string | undefined;
  private renewedAt = -Infinity;

  constructor(
    private readonly global: KeyedStore,
    /** This window session (made at the start, kept nowhere). */
    private readonly session: string,
    private readonly newId: () => string,
    private readonly now: () => number,
  ) {}

  /**
   * This window's writer id: the one it holds, unless another window turns out to hold it (then,
   * like at the start, the first free id not refused by `usable`, or a new one). Renews the lease
   * when `renew` or when it is older than RENEW_MS. A failing write keeps the id in this window.
   */
  async take(usable: (id: string) => boolean, renew = false): Promise<string> {
    const now = this.now();
    const pool = readPool(this.global.get<unknown>(WRITER_POOL_KEY));
    const mine = this.id === undefined ? undefined : pool.find((l) => l.id === this.id);
    if (mine && heldByOther(mine, this.session, now)) this.id = undefined;
    if (this.id !== undefined && !renew && now - this.renewedAt < RENEW_MS && now >= this.renewedAt) return this.id;
    this.id ??= pool.find((l) => !heldByOther(l, this.session, now) && usable(l.id))?.id ?? this.newId();
    await this.write(pool, now + LEASE_MS);
    this.renewedAt = now;
    return this.id;
  }

  /** Gives up this window's id (a new one was needed beside it): the next take finds another. */
  drop(): void {
    this.id = undefined;
  }

  /** Frees this window's id for the next window (on deactivate). */
  async release(): Promise<void> {
    if (this.id === undefined) return;
    const pool = readPool(this.global.get<unknown>(WRITER_POOL_KEY));
    const mine = pool.find((l) => l.id === this.id);
    if (mine && mine.holder !== this.session) return; // taken by another window meanwhile: theirs now
    await this.write(pool, 0);
    this.id = undefined;
  }

  private async write(pool: Lease[], until: number): Promise<void> {
    const id = this.id as string;
    const lease = { id, holder: this.session, until };
    const at = pool.findIndex((l) => l.id === id);
    const next = at >= 0 ? pool.map((l, i) => (i === at ? lease : l)) : [...pool, lease].slice(-POOL_BOUND);
    try {
      await this.global.update(WRITER_POOL_KEY, next);
    } catch {
      // a lease not written only lets another window take this id later; this one finds out at its next renewal
    }
  }
}
