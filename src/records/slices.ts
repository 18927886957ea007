// Work over the whole record in slices: combining every share at its bounds (132,600 games) costs
// far more than the 50 ms a window's start may take on the extension host's thread, so the
// combination a window starts with is done a slice at a time between other work (store.ts). The
// work is written once, as a generator that yields after each part with how many entries the part
// handled; `drain` runs it at once (a write, an export), `inSlices` a few thousand entries a turn.

/** Work that yields after each part the number of entries it handled, and returns its result. */
export type Steps<T> = Generator<number, T, void>;

/** Runs `work` to its end at once. */
export function drain<T>(work: Steps<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/** Hands `task` to the host's event loop, after what is waiting there. */
export type Idle = (task: () => void) => void;
/** Node's setImmediate where there is one (the web worker host has none: a timer there). */
const immediate = (globalThis as { setImmediate?: (task: () => void) => unknown }).setImmediate;
export const nextTurn: Idle = (task) => void (immediate ? immediate(task) : setTimeout(task, 0));

/** About this many entries a slice: a few milliseconds (bench/record.bench.ts prints the longest slice). */
export const SLICE_ENTRIES = 2000;

/**
 * Runs `work` a slice at a time, each in its own turn of `idle`, while `wanted()` says it is still
 * wanted (a caller that needs it at once drains it instead); resolves with its result, or
 * undefined when it was no longer wanted or failed (the caller then works it out at once).
 */
export function inSlices<T>(work: Steps<T>, idle: Idle, wanted: () => boolean): Promise<T | undefined> {
  return new Promise((resolve) => {
    const slice = (): void => {
      if (!wanted()) return resolve(undefined);
      try {
        for (let done = 0; done < SLICE_ENTRIES;) {
          const step = work.next();
          if (step.done) return resolve(step.value);
          done += step.value;
        }
      } catch {
        return resolve(undefined);
      }
      idle(slice);
    };
    idle(slice);
  });
}

/** Entries a part of a loop, a sort or a merge handles before it yields. */
const PART = 2048;

// The loops themselves are plain functions called part by part: a loop inside a generator runs
// unoptimised (V8 cannot swap a running generator's frame for optimised code), ten times slower.

function forRange<T>(list: readonly T[], each: (item: T) => void, from: number, to: number): void {
  for (let i = from; i < to; i++) each(list[i]);
}

/** `each` of every item of `list`, in order, yielding every PART items. */
export function* eachOf<T>(list: readonly T[], each: (item: T) => void): Steps<void> {
  for (let from = 0; from < list.length; from += PART) {
    const to = Math.min(list.length, from + PART);
    forRange(list, each, from, to);
    yield to - from;
  }
}

interface Merge<T> {
  a: readonly T[];
  b: readonly T[];
  out: T[];
  i: number;
  j: number;
  k: number;
}

function mergePart<T>(m: Merge<T>, aEnd: number, bEnd: number, kEnd: number, order: (x: T, y: T) => number): void {
  const { a, b, out } = m;
  let { i, j, k } = m;
  while (k < kEnd) out[k++] = i < aEnd && (j >= bEnd || order(a[i], b[j]) <= 0) ? a[i++] : b[j++];
  Object.assign(m, { i, j, k });
}

/** `a[i, aEnd)` and `b[j, bEnd)`, each in `order`, merged into `out` from `k` (the first of equals from `a`), yielding every PART entries. */
export function* merging<T>(m: Merge<T>, aEnd: number, bEnd: number, order: (x: T, y: T) => number): Steps<void> {
  const end = m.k + (aEnd - m.i) + (bEnd - m.j);
  while (m.k < end) {
    const from = m.k;
    mergePart(m, aEnd, bEnd, Math.min(end, from + PART), order);
    yield m.k - from;
  }
}

/**
 * `list` sorted by `order` (a total order: the result is the one Array.prototype.sort gives),
 * in parts: runs of PART sorted one at a time, then merged pairwise, yielding every PART entries.
 */
export function* sorting<T>(list: readonly T[], order: (a: T, b: T) => number): Steps<T[]> {
  const n = list.length;
  let from: T[] = new Array<T>(n);
  for (let lo = 0; lo < n; lo += PART) {
    const run = list.slice(lo, lo + PART).sort(order);
    for (let i = 0; i < run.length; i++) from[lo + i] = run[i];
    yield run.length;
  }
  let into: T[] = new Array<T>(n);
  for (let width = PART; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      yield* merging({ a: from, b: from, out: into, i: lo, j: mid, k: lo }, mid, Math.min(lo + 2 * width, n), order);
    }
    [from, into] = [into, from];
  }
  return from;
}
