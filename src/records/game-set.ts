// Every game of a set of shares once, by its id, with the finished ones in the order they ended:
// the part of combining the record that costs a step per game. It is kept (store.ts), so that a
// write of this window's own share redoes that step for this share's games only (`withShare`)
// instead of for every game of every share.

import type { RecordedGame, Share } from './share';
import { Steps, drain, sorting } from './slices';

export interface GameSet {
  /** Every game once, by id (of two records of one game, `firstResult`). */
  games: ReadonlyMap<string, RecordedGame>;
  /** The finished games of `games`, in the order they ended (`byEnd`). */
  finished: readonly RecordedGame[];
  /** The games of `games` still in play. */
  open: readonly RecordedGame[];
}

const RESULT_ORDER = ['won', 'solved', 'lost', 'played'];
const orderOf = (text: string | undefined, other: string | undefined): number =>
  text === other ? 0 : text === undefined ? -1 : other === undefined ? 1 : text < other ? -1 : 1;

/**
 * Of two records of one game: the finished one; of two finished, the first to end; then by
 * result and by every other field. A total order, so the choice is the same whatever order the
 * shares are read in: every reader, and every way of combining (at once or share by share), agrees.
 */
export function firstResult(a: RecordedGame, b: RecordedGame): RecordedGame {
  const openA = a.result === 'played';
  if (openA !== (b.result === 'played')) return openA ? b : a;
  if (a.at !== b.at) return a.at < b.at ? a : b;
  const order =
    RESULT_ORDER.indexOf(a.result) - RESULT_ORDER.indexOf(b.result) ||
    a.timeMs - b.timeMs ||
    a.moves - b.moves ||
    orderOf(a.variant, b.variant) ||
    (a.dealNumber ?? -1) - (b.dealNumber ?? -1) ||
    orderOf(a.daily, b.daily);
  return order <= 0 ? a : b;
}

/** The order games ended in: by moment, then by id in code-unit order (the same on every machine). */
export const byEnd = (a: RecordedGame, b: RecordedGame): number => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** How many games `gathering` splits between two yields. */
const PART = 4096;

/** The games of these shares, each once. */
export const gameSet = (shares: readonly Share[]): GameSet => drain(gathering(shares, false));

/** `gameSet` in parts (slices.ts): a share's games at a time, then the sort (in parts too when `sliced`: slower, but never long). */
export function* gathering(shares: readonly Share[], sliced: boolean): Steps<GameSet> {
  const games = new Shards();
  for (const s of shares) {
    for (const g of s.games) {
      const kept = games.get(g.id);
      games.set(g.id, kept === undefined ? g : firstResult(kept, g));
    }
    yield s.games.length;
  }
  const unsorted: RecordedGame[] = [];
  const open: RecordedGame[] = [];
  for (const g of games.values()) {
    (g.result === 'played' ? open : unsorted).push(g);
    if ((unsorted.length + open.length) % PART === 0) yield PART;
  }
  const finished = sliced ? yield* sorting(unsorted, byEnd) : unsorted.sort(byEnd);
  return { games, finished, open };
}

/** Two lists in `byEnd` order, merged (the first is long, the second short). */
function merged(long: readonly RecordedGame[], short: readonly RecordedGame[]): RecordedGame[] {
  if (short.length === 0) return long as RecordedGame[];
  const out: RecordedGame[] = new Array<RecordedGame>(long.length + short.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < long.length && j < short.length) out[k++] = byEnd(long[i], short[j]) <= 0 ? long[i++] : short[j++];
  while (i < long.length) out[k++] = long[i++];
  while (j < short.length) out[k++] = short[j++];
  return out;
}

/** `base` with one more share's games: as `gameSet([...shares of base, share])`, at the cost of this share's games. */
export function withShare(base: GameSet, share: Share): GameSet {
  const top = new Map<string, RecordedGame>();
  for (const g of share.games) {
    const kept = top.get(g.id) ?? base.games.get(g.id);
    top.set(g.id, kept === undefined ? g : firstResult(kept, g));
  }
  // the games of base that a record of this share beats (a game seen in two shares)
  const beaten = new Set<RecordedGame>();
  const finished: RecordedGame[] = [];
  const open: RecordedGame[] = [];
  for (const [id, g] of top) {
    const was = base.games.get(id);
    if (was === g) continue;
    if (was) beaten.add(was);
    (g.result === 'played' ? open : finished).push(g);
  }
  finished.sort(byEnd);
  const kept = (list: readonly RecordedGame[]) => (beaten.size ? list.filter((g) => !beaten.has(g)) : list);
  return {
    games: new Overlay(base.games, top),
    finished: merged(kept(base.finished), finished),
    open: [...kept(base.open), ...open],
  };
}

/** A map read through `top` first, then `base` (neither copied). */
class Overlay implements ReadonlyMap<string, RecordedGame> {
  readonly size: number;

  constructor(
    private readonly base: ReadonlyMap<string, RecordedGame>,
    private readonly top: ReadonlyMap<string, RecordedGame>,
  ) {
    let added = 0;
    for (const id of top.keys()) if (!base.has(id)) added++;
    this.size = base.size + added;
  }

  get(id: string): RecordedGame | undefined {
    return this.top.get(id) ?? this.base.get(id);
  }

  has(id: string): boolean {
    return this.top.has(id) || this.base.has(id);
  }

  *entries(): MapIterator<[string, RecordedGame]> {
    for (const [id, g] of this.base) yield [id, this.top.get(id) ?? g];
    for (const entry of this.top) if (!this.base.has(entry[0])) yield entry;
  }

  *keys(): MapIterator<string> {
    for (const [id] of this.entries()) yield id;
  }

  *values(): MapIterator<RecordedGame> {
    for (const [, g] of this.entries()) yield g;
  }

  [Symbol.iterator](): MapIterator<[string, RecordedGame]> {
    return this.entries();
  }

  forEach(visit: (g: RecordedGame, id: string, map: ReadonlyMap<string, RecordedGame>) => void): void {
    for (const [id, g] of this.entries()) visit(g, id, this);
  }
}

/**
 * A map of games by id in 64 maps, picked by the id's last two characters: one Map of 132,600
 * games grows by copying itself whole, a pause of tens of milliseconds that no slice can split.
 */
class Shards implements ReadonlyMap<string, RecordedGame> {
  private readonly maps = Array.from({ length: 64 }, () => new Map<string, RecordedGame>());

  private of(id: string): Map<string, RecordedGame> {
    const n = id.length;
    return this.maps[(id.charCodeAt(n - 1) * 31 + (n > 1 ? id.charCodeAt(n - 2) : 0)) & 63];
  }

  get size(): number {
    return this.maps.reduce((n, m) => n + m.size, 0);
  }

  get(id: string): RecordedGame | undefined {
    return this.of(id).get(id);
  }

  has(id: string): boolean {
    return this.of(id).has(id);
  }

  set(id: string, g: RecordedGame): void {
    this.of(id).set(id, g);
  }

  *entries(): MapIterator<[string, RecordedGame]> {
    for (const m of this.maps) yield* m;
  }

  *keys(): MapIterator<string> {
    for (const m of this.maps) yield* m.keys();
  }

  *values(): MapIterator<RecordedGame> {
    for (const m of this.maps) yield* m.values();
  }

  [Symbol.iterator](): MapIterator<[string, RecordedGame]> {
    return this.entries();
  }

  forEach(visit: (g: RecordedGame, id: string, map: ReadonlyMap<string, RecordedGame>) => void): void {
    for (const [id, g] of this.entries()) visit(g, id, this);
  }
}
