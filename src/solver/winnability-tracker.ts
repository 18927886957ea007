// The "still winnable?" indicator: one background search per position, its verdicts and winning
// lines remembered by position.

import type { Game } from '../engine/index';
import type { SearchStrategy } from '../engine/search/index';
import { cloneState } from '../engine/game';
import { playInPlace } from '../engine/moves';
import type { Winnability } from '../protocol';
import { SolveJob, SolveOutcome, SolverBackend } from './solver-backend';

export const INDICATOR_BUDGET_MS = 5000;
/**
 * The indicator's two searches of a position, side by side on two threads (solver-features.ts):
 * the strategy on the shared solver thread, then the one on the indicator's own. The variant's
 * search without the stock beam ('exhaustive': it proves the losses) and the beam alone (it only
 * finds wins): on Forty Thieves deals 1–100 at 5 s of CPU each they decide 41, where depth-first
 * and best-first (the lanes before solver version 6) decide 37; Maria deals 1–20 12 against 9,
 * Streets 18 against 16 (docs/solver.md, section 11).
 */
export const INDICATOR_LANES: readonly [SearchStrategy, SearchStrategy] = ['exhaustive', 'beam'];
/** How many winning lines the tracker keeps (each a few hundred moves). */
const KNOWN_LINES = 20;
/** How many verdicts the tracker keeps (the oldest go first): a long game's memory stays flat. */
export const KNOWN_POSITIONS = 1000;

/**
 * A 64-bit hash of a position, as 16 hex digits: the game, every pile and every card, face-down
 * ones too (two FNV-style hashes with different multipliers). The tracker's key.
 */
export function positionKey(game: Game): string {
  let a = 0x811c9dc5;
  let b = 0x3c6ef372;
  const add = (n: number) => {
    a = Math.imul(a ^ n, 0x01000193);
    b = Math.imul(b ^ n, 0x5bd1e995);
    b ^= b >>> 15;
  };
  for (let i = 0; i < game.variant.id.length; i++) add(game.variant.id.charCodeAt(i));
  game.cols.forEach((col, i) => {
    add(1000 + col.length);
    add(2000 + game.down[i]);
    for (const card of col) add(card);
  });
  add(3000 + game.stock.length);
  for (const card of game.stock) add(card);
  add(4000 + game.waste.length);
  for (const card of game.waste) add(card);
  for (const rank of game.found) add(5000 + rank);
  add(6000 + game.redealsLeft);
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/**
 * Keeps one background "is this still winnable?" answer per position, cancelling the previous
 * job when the position changes. Results are remembered by position (a hash, so a long game's
 * memory stays flat: at most KNOWN_POSITIONS verdicts and KNOWN_LINES lines), so undo, redo and
 * a position reached again answer at once.
 */
export class WinnabilityTracker {
  private readonly known = new Map<string, Winnability>();
  /** The most recent winning lines found, newest last, each with the positions along it (key → moves played of it). */
  private readonly lines: { line: string[]; along: Map<string, number> }[] = [];
  private running: AbortController | undefined;
  private currentKey = '';

  constructor(
    private readonly solver: SolverBackend,
    private readonly onChange: () => void,
  ) {}

  get(job: SolveJob): Winnability {
    return this.known.get(positionKey(job.game)) ?? 'checking';
  }

  /** How much the tracker holds: verdicts, and positions along the lines it keeps. */
  get size(): { verdicts: number; linePositions: number } {
    return { verdicts: this.known.size, linePositions: this.lines.reduce((n, { along }) => n + along.size, 0) };
  }

  /**
   * A winning line from the job's position, if one is known: found for this position, or for
   * an earlier one whose line the moves since then have followed (a player taking the hints,
   * or undoing back to a known position).
   */
  lineFor(job: SolveJob): string[] | undefined {
    const key = positionKey(job.game);
    for (let i = this.lines.length - 1; i >= 0; i--) {
      const { line, along } = this.lines[i];
      const played = along.get(key);
      if (played !== undefined) return line.slice(played);
    }
    return undefined;
  }

  private rememberLine(job: SolveJob, line: string[]): void {
    if (line.length === 0 || this.lineFor(job)?.length === line.length) return; // nothing new
    const along = new Map<string, number>();
    const state = cloneState(job.game);
    // Every position of the line but the last (the game is won there: no line is left).
    for (let played = 0; played < line.length; played++) {
      along.set(positionKey(state), played);
      playInPlace(state, line[played]);
    }
    this.lines.push({ line, along });
    if (this.lines.length > KNOWN_LINES) this.lines.shift();
  }

  private setKnown(key: string, verdict: Winnability): void {
    this.known.delete(key); // re-inserted: the newest are kept
    this.known.set(key, verdict);
    if (this.known.size > KNOWN_POSITIONS) this.known.delete(this.known.keys().next().value!);
  }

  /** Starts checking the position if it is not known yet. */
  check(job: SolveJob): void {
    const key = positionKey(job.game);
    if (key === this.currentKey) return;
    this.currentKey = key;
    this.running?.abort();
    this.running = undefined;
    if (this.known.has(key)) return;
    if (this.lineFor(job)) {
      // On a known winning line: winnable, with no search.
      this.setKnown(key, 'winnable');
      this.onChange();
      return;
    }
    const controller = new AbortController();
    this.running = controller;
    this.solver.solve(job, INDICATOR_BUDGET_MS, controller.signal).then(
      (answer) => {
        this.setKnown(key, answer.result === 'won' ? 'winnable' : answer.result === 'lost' ? 'lost' : 'unknown');
        if (answer.result === 'won') this.rememberLine(job, answer.moves);
        if (this.running === controller) this.running = undefined;
        this.onChange();
      },
      () => {
        // Cancelled or failed: the indicator stays at "not known yet".
        if (this.running === controller) this.running = undefined;
      },
    );
  }

  /** A verdict reached elsewhere (a hint, Solve) is remembered too, with its winning line. */
  remember(job: SolveJob, outcome: SolveOutcome, line: string[] = []): void {
    if (outcome !== 'unknown') this.setKnown(positionKey(job.game), outcome === 'won' ? 'winnable' : 'lost');
    if (outcome === 'won') this.rememberLine(job, line);
  }

  /** Stops the background check so that a request the player is waiting for runs first. */
  pause(): void {
    this.running?.abort();
    this.running = undefined;
    this.currentKey = '';
  }

  /** A new game: nothing known carries over. */
  clear(): void {
    this.pause();
    this.known.clear();
    this.lines.length = 0;
  }

  dispose(): void {
    this.running?.abort();
  }
}
