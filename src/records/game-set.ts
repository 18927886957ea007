// Every game of a set of shares once, by its id, with the finished ones in the order they ended:
// the part of combining the record that costs a step per game. It is kept (store.ts), so that a
// write of this window's own share redoes that step for this share's games only (`withShare`)
// instead of for every game of every share.

import type { RecordedGame, Share } from './share';
import { Steps, drain, merging, sorting } from './slices';

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

/** The games of these shares, each once. */
export const gameSet = (shares: readonly Share[]): GameSet => drain(gathering(shares, false));

/** `gameSet` in parts (slices.ts): a share's games at a time, then the sort (in parts too when `sliced`: slower, but never long). */
export function* gathering(shares: readonly Share[], sliced: boolean): Steps<GameSet> {
  const games = new Shards();
  // the loops over games in plain functions, a share or a map at a time (slices.ts: a loop in a generator runs unoptimised)
  for (const s of shares) yield gather(games, s.games);
  const unsorted: RecordedGame[] = [];
  const open: RecordedGame[] = [];
  for (const part of games.parts()) yield partition(part, open, unsorted);
  const finished = sliced ? yield* sorting(unsorted, byEnd) : unsorted.sort(byEnd);
  return { games, finished, open };
}

/** Adds the games of `list` to `games` (of two records of one game, `firstResult`); how many. */
function gather(games: Shards, list: readonly RecordedGame[]): number {
  for (const g of list) {
    const kept = games.get(g.id);
    games.set(g.id, kept === undefined ? g : firstResult(kept, g));
  }
  return list.length;
}

/** The games of `part`, in play and finished; how many. */
function partition(part: ReadonlyMap<string, RecordedGame>, open: RecordedGame[], finished: RecordedGame[]): number {
  for (const g of part.values()) (g.result === 'played' ? open : finished).push(g);
  return part.size;
}

/** Two lists in `byEnd` order merged (the first is long, the second short), leaving out the games of the first that are `beaten`. */
function* mergingEnds(
  long: readonly RecordedGame[],
  short: readonly RecordedGame[],
  beaten: ReadonlySet<RecordedGame>,
): Steps<RecordedGame[]> {
  const a = beaten.size ? long.filter((g) => !beaten.has(g)) : long;
  if (short.length === 0) return a as RecordedGame[];
  const out = new Array<RecordedGame>(a.length + short.length);
  yield* merging({ a, b: short, out, i: 0, j: 0, k: 0 }, a.length, short.length, byEnd);
  return out;
}

/** `base` with one more share's games: as `gameSet([...shares of base, share])`, at the cost of this share's games. */
export const withShare = (base: GameSet, share: Share): GameSet => drain(adding(base, share));

/** `withShare` in parts (slices.ts): the merge into the long list of finished games yields as it goes. */
export function* adding(base: GameSet, share: Share): Steps<GameSet> {
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
  yield share.games.length;
  return {
    games: new Overlay(base.games, top),
    finished: yield* mergingEnds(base.finished, finished, beaten),
    open: [...(beaten.size ? base.open.filter((g) => !beaten.has(g)) : base.open), ...open],
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

  /** The maps the games are in. */
  parts(): readonly ReadonlyMap<string, RecordedGame>[] {
    return this.maps;
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
