// The searches' common ground: the one mutable state a search walks, its moves played and taken
// back with the hash kept up to date, the forced moves, the transposition table, the move
// ordering and the dead-end test. The depth-first round (depth-first.ts) and the best-first
// search (best-first-run.ts) extend it with their own loops.

import * as game from '../game';
import type { Move, State } from '../game';
import { DeadEndTest } from './dead-ends/dead-end';
import { StateSet } from './table';
import { StateHash } from './hash';
import * as ordering from './ordering';
import { DEFAULT_TABLE_MB, SearchOptions } from './options';
import { MAX_COLUMNS } from './hash';
import { floats } from './floats';

// Imported bindings copied into module constants once: under a CommonJS transform (tsx, the
// tests and benchmarks) every use of an imported name is a property getter call, which in this
// inner loop cost more than the search itself.
const { FOUNDATION, STOCK, TABLEAU, WASTE, applyMove, cloneState, encodeMove } = game;
const { moveCount, moveFrom, moveTo, pileOf, undoMove } = game;
const { MoveOrdering } = ordering;

/**
 * A move of the relaxation (floats.ts) only: the waste's top card floats, into a column of its
 * own. It stands for no move of the game (waste to waste).
 */
export const FLOAT: Move = encodeMove(WASTE, WASTE);
/** Undo-token bits (above applyMove's six): a turned card floated; a floating card's column vanished. */
const FLOATED = 1 << 8;
const VANISHED = 1 << 9;
const GAME_UNDO = 0x3f;

/**
 * Which suits may be built on a card of each suit, per build rule: suit s is safe to move
 * home at rank r when both foundations of every such suit are at r - 1 or more.
 */
function fittingSuits(state: State): number[][] {
  const bySuit: number[][] = [];
  for (let onto = 0; onto < 4; onto++) {
    const list: number[] = [];
    for (let card = 0; card < 4; card++) if (state.variant.build.suitsFit(card, onto)) list.push(card);
    bySuit.push(list);
  }
  return bySuit;
}

export class SearchBoard {
  protected readonly s: State;
  /** The game's own columns; in the relaxation (floats.ts) floating cards' columns follow them. */
  protected readonly ncols: number;
  /** Playing the relaxation (floats.ts): turned cards that could be placed float. */
  protected relaxed = false;
  protected readonly oneAtATime: boolean;
  private readonly fitting: number[][];
  protected readonly table: StateSet;
  protected readonly hash: StateHash;
  protected readonly ordering: ordering.MoveOrdering;

  /** The forced moves played so far (auto[0 .. autoTop)) and their undo tokens. */
  protected auto: Int32Array = new Int32Array(1024);
  protected autoUndo: Int32Array = new Int32Array(1024);
  protected autoTop = 0;

  bestHome = 0;
  /** The lost-position test (dead-end.ts): single-card games only, never in the plain search. */
  protected readonly deadEnds: DeadEndTest | undefined;
  /** Stock macro-moves (SearchOptions.macros): one-at-a-time games without a redeal only. */
  private readonly macros: boolean;

  constructor(
    start: Readonly<State>,
    protected readonly options: SearchOptions,
    round = 0,
  ) {
    this.s = cloneState(start);
    this.ncols = this.s.cols.length;
    this.oneAtATime = this.s.variant.cardsPerTurn === 1;
    this.fitting = fittingSuits(this.s);
    const deadEndOptions = {
      wasteBound: options.wasteBound === true,
      emptyColumns: options.noEmptyColumns !== true,
      realColumns: this.ncols,
    };
    this.deadEnds =
      this.s.variant.moveUnit === 'single' && !options.plain && options.deadEnds !== false
        ? new DeadEndTest(this.s.fits, deadEndOptions)
        : undefined;
    this.macros = options.macros === true && !options.plain && this.oneAtATime && this.s.variant.redeals === 0;
    this.table = new StateSet((options.maxTableMb ?? DEFAULT_TABLE_MB) * 1024 * 1024);
    this.hash = new StateHash(this.s);
    const v = this.s.variant;
    const stubborn =
      options.stubborn === true && !options.plain && !this.macros && v.moveUnit === 'single' && this.oneAtATime && v.redeals === 0;
    this.ordering = new MoveOrdering(this.s, { plain: options.plain === true, macros: this.macros, round, stubborn });
  }

  // ------------------------------------------------------------------------------------------
  // Moves with hash bookkeeping

  /** A stock macro-move: encodeMove(STOCK, to, k) turns k - 1 cards, then plays the stock top. */
  protected isMacro(m: Move): boolean {
    return this.macros && moveFrom(m) === STOCK && moveTo(m) !== WASTE;
  }

  /** Plays macro-move m (undo < 0) or takes it back (undo: the token its play returned). */
  private macro(m: Move, undo: number): number {
    const s = this.s;
    const to = moveTo(m);
    const stockBefore = s.stock.length;
    const wasteBefore = s.waste.length;
    const toBefore = to === FOUNDATION ? 0 : pileOf(this.s, to).length;
    const play = encodeMove(STOCK, to);
    if (undo < 0) {
      for (let k = moveCount(m); k > 1; k--) s.waste.push(s.stock.pop()!);
      undo = applyMove(s, play);
    } else {
      undoMove(s, play, undo);
      for (let k = moveCount(m); k > 1; k--) s.stock.push(s.waste.pop()!);
    }
    this.hash.touch(STOCK, stockBefore, s.stock.length);
    this.hash.touch(WASTE, wasteBefore, s.waste.length);
    if (to !== FOUNDATION) this.hash.touch(to, toBefore, pileOf(this.s, to).length);
    return undo;
  }

  protected play(m: Move): number {
    if (this.isMacro(m)) return this.macro(m, -1);
    if (m === FLOAT) return this.floatWasteTop();
    const undo = this.hash.play(m);
    if (!this.relaxed) return undo;
    const from = moveFrom(m);
    if (from === STOCK && moveTo(m) === WASTE)
      return this.s.cols.length < MAX_COLUMNS && floats(this.s, this.s.waste[this.s.waste.length - 1]) ? undo | this.floatWasteTop() : undo;
    return from - TABLEAU >= this.ncols && this.s.cols[from - TABLEAU].length === 0 ? undo | this.vanish(from - TABLEAU) : undo;
  }

  protected unplay(m: Move, undo: number): void {
    if (this.isMacro(m)) {
      this.macro(m, undo);
      return;
    }
    if (undo & FLOATED) this.unfloat();
    if (m === FLOAT) return;
    if (undo & VANISHED) this.unvanish(moveFrom(m) - TABLEAU);
    this.hash.unplay(m, undo & GAME_UNDO);
  }

  /** Moves the waste's top card into a column of its own (floats.ts). */
  private floatWasteTop(): number {
    const s = this.s;
    this.hash.touch(WASTE, s.waste.length, s.waste.length - 1);
    s.cols.push([s.waste.pop()!]);
    this.hash.reset(TABLEAU + s.cols.length - 1);
    return FLOATED;
  }

  private unfloat(): void {
    const s = this.s;
    const card = s.cols.pop()![0];
    this.hash.reset(TABLEAU + s.cols.length);
    s.waste.push(card);
    this.hash.touch(WASTE, s.waste.length - 1, s.waste.length);
  }

  /** Floating column i is empty: the last column takes its place. */
  private vanish(i: number): number {
    const cols = this.s.cols;
    const last = cols.length - 1;
    cols[i] = cols[last];
    cols.pop();
    this.hash.reset(TABLEAU + i);
    this.hash.reset(TABLEAU + last);
    return VANISHED;
  }

  private unvanish(i: number): void {
    const cols = this.s.cols;
    if (i === cols.length) cols.push([]);
    else {
      cols.push(cols[i]);
      cols[i] = [];
    }
    this.hash.reset(TABLEAU + i);
    this.hash.reset(TABLEAU + cols.length - 1);
  }

  /** Appends move m to `line`, a macro-move as the turns and the play it stands for. */
  protected pushMove(line: Move[], m: Move): void {
    if (this.isMacro(m)) {
      for (let k = moveCount(m); k > 1; k--) line.push(encodeMove(STOCK, WASTE));
      line.push(encodeMove(STOCK, moveTo(m)));
    } else line.push(m);
  }

  // ------------------------------------------------------------------------------------------
  // Forced moves

  /**
   * A card is safe to move home when nothing can ever be built on it again: both copies of
   * every card that fits on it (one rank lower, in a suit the build rule allows) are on the
   * foundations (moves.ts isSafeToMoveHome). On the tableau such a card only blocks the cards
   * under it; on the waste it blocks the waste; on the stock it would only be turned onto the
   * waste. Moving it home is therefore never worse than any alternative, so the search plays
   * these moves at once, without branching on them — with two decks that alone removes most of
   * the endgame's orderings.
   */
  private isSafeHome(card: number): boolean {
    const f = this.s.found;
    const suit = (card / 13) | 0;
    const below = card % 13; // rank - 1
    if (f[suit * 2] !== below && f[suit * 2 + 1] !== below) return false; // cannot go home now
    if (below === 0) return true;
    const fitting = this.fitting[suit];
    for (let k = 0; k < fitting.length; k++) {
      const other = fitting[k];
      if (f[other * 2] < below || f[other * 2 + 1] < below) return false;
    }
    return true;
  }

  private forcedMove(): Move {
    const s = this.s;
    if (this.options.plain) return -1;
    if (s.waste.length && this.isSafeHome(s.waste[s.waste.length - 1])) return encodeMove(WASTE, FOUNDATION);
    for (let i = 0; i < s.cols.length; i++) {
      const col = s.cols[i];
      if (col.length && this.isSafeHome(col[col.length - 1])) return encodeMove(TABLEAU + i, FOUNDATION);
    }
    if (this.oneAtATime && s.stock.length && this.isSafeHome(s.stock[s.stock.length - 1])) return encodeMove(STOCK, FOUNDATION);
    return -1;
  }

  /** A forced move off the top of pile p (a column, the waste or the stock), or -1. */
  private forcedFrom(p: number): Move {
    const s = this.s;
    const pile =
      p === STOCK ? (this.oneAtATime ? s.stock : undefined) : p === WASTE ? s.waste : p >= TABLEAU ? s.cols[p - TABLEAU] : undefined;
    if (!pile || pile.length === 0 || this.options.plain) return -1;
    return this.isSafeHome(pile[pile.length - 1]) ? encodeMove(p, FOUNDATION) : -1;
  }

  /**
   * Plays forced moves until none is left, recording them on the auto stack. Every state the
   * search enters has no forced move left, so after a move `after` that sent nothing home only
   * the tops it changed (its two piles, and the waste and stock tops) need a look; once a card
   * goes home, every top may have become safe and all are scanned.
   */
  protected playForcedMoves(after: Move = -1): void {
    let m: Move;
    if (after >= 0 && moveTo(after) !== FOUNDATION) {
      m = this.forcedFrom(moveFrom(after));
      if (m < 0) m = this.forcedFrom(moveTo(after));
      if (m < 0) m = this.forcedFrom(WASTE);
      if (m < 0) m = this.forcedFrom(STOCK);
      if (m < 0) return;
    } else {
      m = this.forcedMove();
    }
    for (; m >= 0; m = this.forcedMove()) {
      if (this.autoTop === this.auto.length) {
        this.auto = grow(this.auto);
        this.autoUndo = grow(this.autoUndo);
      }
      this.auto[this.autoTop] = m;
      this.autoUndo[this.autoTop++] = this.play(m);
    }
  }

  protected unplayForcedMoves(downTo: number): void {
    while (this.autoTop > downTo) {
      this.autoTop--;
      this.unplay(this.auto[this.autoTop], this.autoUndo[this.autoTop]);
    }
  }
}

export function grow(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
