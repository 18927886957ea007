// The hint benchmark's positions, shared by solver.bench.ts (Node) and solver-web.bench.ts (a
// Web Worker in Chromium): from each deal, 10–30 sensible moves chosen by a fixed pseudo-random
// sequence (foundation moves first, else any legal move).

import { Game, dealGame, isLost, isWon, legalMoves, play } from '../src/engine/index';

export interface HintPosition {
  variant: string;
  deal: { number: number };
  moves: string[];
  game: Game;
}

export function hintPositions(games: readonly string[], deals: readonly number[]): HintPosition[] {
  return games.flatMap((variant) => deals.map((n) => ({ variant, deal: { number: n }, ...playSensibly(variant, n, 10, 30) })));
}

/**
 * A position of a played game: deal n, then `from` to `to` sensible moves (foundation moves
 * first, else any legal move), chosen by a fixed pseudo-random sequence.
 */
export function playedPosition(id: string, n: number, from: number, to: number): Game {
  return playSensibly(id, n, from, to).game;
}

/** The moves of playedPosition and the game they reach. */
function playSensibly(id: string, n: number, from: number, to: number): { moves: string[]; game: Game } {
  let seed = n * 7919 + id.length;
  const next = (k: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % k;
  };
  let game: Game = dealGame(id, { number: n });
  const moves: string[] = [];
  const steps = from + next(to - from + 1);
  for (let i = 0; i < steps && !isWon(game) && !isLost(game); i++) {
    const legal = legalMoves(game);
    const home = legal.filter((m) => m.endsWith('>f'));
    const pick = home.length ? home : legal;
    const move = pick[next(pick.length)];
    moves.push(move);
    game = play(game, move);
  }
  return { moves, game };
}

/** The p-th percentile of the values (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
