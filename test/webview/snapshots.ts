// Real snapshots for the board tests, built in Node from the engine the way the host builds them
// (the board never sees the engine: it draws what arrives).

import type { BoardSettings, DailyEntry, GameResult, HistoryEntry, PlayRecord, Snapshot, StatisticsRow } from '../../src/protocol';
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
    playRecord: null,
    notice: null,
    winnability: null,
    solving: false,
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

/**
 * A record of 100 finished games (newest first), Streets and Maria alternating runs: results in a
 * fixed pattern, winning times from 2 to 13 minutes, and five daily deals.
 */
export function playRecordOf(): PlayRecord {
  const results: GameResult[] = ['won', 'lost', 'won', 'solved', 'won', 'lost', 'lost'];
  const start = Date.UTC(2026, 10, 1, 12);
  const oldestFirst: HistoryEntry[] = Array.from({ length: 100 }, (_, i) => ({
    id: `game-${i}`,
    variant: i % 4 === 3 ? 'maria' : 'streets',
    dealNumber: 1000 + i,
    endedAt: start + i * 3_600_000,
    result: results[i % results.length],
    timeMs: 120_000 + ((i * 37) % 12) * 60_000,
    moves: 80 + (i % 40),
    ...(i === 99 ? { daily: '2026-11-30' } : {}),
  }));
  const daily: DailyEntry[] = ['2026-11-30', '2026-11-29', '2026-11-28', '2026-11-26', '2026-11-25'].map((day, i) => ({
    day, variant: 'streets', dealNumber: 33 + i, result: i === 2 ? 'lost' : 'won', timeMs: 200_000 + i * 1000, moves: 90 + i,
  }));
  const summary = { daysPlayed: 5, daysWon: 4, currentStreak: 2, bestStreak: 2 };
  return { history: oldestFirst.reverse(), daily, dailySummaries: { all: summary, streets: summary }, today: '2026-11-30' };
}
