// Real snapshots for the board tests, built in Node from the engine the way the host builds them
// (the board never sees the engine: it draws what arrives).

import type { BoardSettings, Snapshot, StatisticsRow } from '../../src/protocol';
import {
  VARIANTS,
  dealGame,
  describeRules,
  foundationTops,
  getVariant,
  isLost,
  isWon,
  playAll,
  playerMoves,
  position,
} from '../../src/engine/index';
import type { Game, VariantId } from '../../src/engine/index';

export const VARIANT_IDS = VARIANTS.map((v) => v.id);

export interface SnapshotOptions {
  deal?: number;
  moves?: string[];
  settings?: Partial<BoardSettings>;
  extra?: Partial<Snapshot>;
}

export function gameOf(variant: string, { deal = 1, moves = [] }: SnapshotOptions = {}): Game {
  return playAll(dealGame(variant, { number: deal }), moves);
}

export function snapshotOf(variant: VariantId, options: SnapshotOptions = {}): Snapshot {
  const game = gameOf(variant, options);
  return snapshotOfGame(game, options);
}

export function snapshotOfGame(game: Game, options: SnapshotOptions = {}): Snapshot {
  const v = getVariant(game.variant.id);
  const pos = position(game);
  const moves = options.moves ?? [];
  const won = isWon(game);
  return {
    variant: v.id,
    variantName: v.name,
    rules: describeRules(v),
    dealNumber: options.deal ?? 1,
    tableau: pos.tableau.map((col) => col.map((c) => (c.startsWith('#') ? '#' : c))),
    foundations: foundationTops(game),
    waste: pos.waste,
    stockCount: pos.stock.length,
    redealsLeft: pos.redealsLeft,
    cardsPerTurn: v.cardsPerTurn,
    moveUnit: v.moveUnit,
    legalMoves: won ? [] : playerMoves(game),
    lastStep: moves.length ? [moves[moves.length - 1]] : [],
    lastAction: moves.length ? 'move' : 'deal',
    moveCount: moves.length,
    cardsHome: game.found.reduce((n, rank) => n + rank, 0),
    canUndo: moves.length > 0,
    canRedo: false,
    status: won ? 'won' : isLost(game) ? 'lost' : 'playing',
    elapsedMs: moves.length ? 65_000 : 0,
    timerRunning: false,
    settings: { showTimer: true, animations: true, ...options.settings },
    statistics: null,
    notice: null,
    winnability: null,
    ...options.extra,
  };
}

/** Moves from the deal: plays the first legal move that matches `pick` (for reaching positions). */
export function firstMove(game: Game, pick: (move: string) => boolean): string | undefined {
  return playerMoves(game).find(pick);
}

export function statisticsRows(): StatisticsRow[] {
  return VARIANTS.map((v, i) => ({
    variant: v.id,
    name: v.name,
    played: i * 3,
    won: i,
    winRate: i === 0 ? null : i / (i * 3),
    currentStreak: i % 2,
    bestStreak: i % 3,
    bestTimeMs: i === 0 ? null : 200_000 + i * 17_000,
    fewestMoves: i === 0 ? null : 140 + i,
  }));
}
