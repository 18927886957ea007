// What the board accepts from the host: a snapshot is checked before it is drawn (the host is
// trusted, but a board that throws draws nothing), with the hint and the step's effects checked
// as src/protocol.ts checks them.

import type { Snapshot } from '../../src/protocol';
import { parseHint, parseStepEffects } from '../../src/protocol';
import { isCardText } from '../../src/engine/cards';

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The hint and what each move of the last step did, as src/protocol.ts checks them. */
function checked(s: Snapshot): boolean {
  try {
    s.hint = parseHint(s.hint);
    s.lastStepEffects = parseStepEffects(s.lastStepEffects, s.lastStep);
    return true;
  } catch (error) {
    console.warn(`The board ignored a snapshot: ${(error as Error).message}`);
    return false;
  }
}

const isIndex = (v: unknown, last: number): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= last;

/** The review, when open: marks and moves that fit each other, a position shown among them. */
function isReview(v: unknown): boolean {
  if (v === null) return true;
  if (typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  const last = typeof r.marks === 'string' ? r.marks.length - 1 : -1;
  const next = r.next as Record<string, unknown> | null;
  const progress = r.progress as Record<string, unknown> | null;
  return (
    /^[wlu]+$/.test(String(r.marks)) &&
    isStringArray(r.moves) &&
    r.moves.length === last &&
    isIndex(r.shown, last) &&
    typeof r.summary === 'string' &&
    (r.losingMove === null || isIndex(r.losingMove, last)) &&
    (next === null || (typeof next === 'object' && typeof next.move === 'string' && typeof next.text === 'string')) &&
    (progress === null || (typeof progress === 'object' && typeof progress.asked === 'number' && typeof progress.of === 'number'))
  );
}

/** Enough of a snapshot to draw without throwing. */
export function isSnapshot(v: unknown): v is Snapshot {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Snapshot;
  return (
    Array.isArray(s.tableau) &&
    s.tableau.length > 0 &&
    s.tableau.length <= 20 &&
    s.tableau.every((col) => isStringArray(col) && col.every((c) => c === '#' || isCardText(c))) &&
    Array.isArray(s.foundations) &&
    s.foundations.length === 8 &&
    s.foundations.every((f) => f === null || isCardText(f)) &&
    isStringArray(s.waste) &&
    s.waste.every(isCardText) &&
    isStringArray(s.legalMoves) &&
    isStringArray(s.lastStep) &&
    checked(s) &&
    isStringArray(s.rules) &&
    typeof s.stockCount === 'number' &&
    typeof s.variantName === 'string' &&
    typeof s.settings === 'object' &&
    s.settings !== null &&
    isReview(s.review ?? null)
  );
}

/** Same cards in the same places, and the same history: only something else changed. */
export function samePosition(a: Snapshot, b: Snapshot): boolean {
  return (
    a.variant === b.variant &&
    a.dealNumber === b.dealNumber &&
    a.moveCount === b.moveCount &&
    a.stockCount === b.stockCount &&
    a.canUndo === b.canUndo &&
    a.canRedo === b.canRedo &&
    a.lastAction === b.lastAction &&
    JSON.stringify([a.tableau, a.waste, a.foundations, a.lastStep, a.legalMoves]) ===
      JSON.stringify([b.tableau, b.waste, b.foundations, b.lastStep, b.legalMoves])
  );
}
