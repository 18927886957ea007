// The snapshots the board's tests show: built in Node by the real GameController (with the
// in-memory store and fake clock of the host's unit tests), so they are exactly what the host
// sends (the board never sees the engine: it draws what arrives).

import type {
  BoardSettings,
  DailyEntry,
  GameResult,
  HistoryEntry,
  HintShown,
  PlayRecord,
  Snapshot,
  StatisticsRow,
} from '../../../src/protocol';
import { VARIANTS, dealGame, playAll } from '../../../src/engine/index';
import type { AutoMoveMode, Game, VariantId } from '../../../src/engine/index';
import type { BoardState } from '../../../src/game/board-state';
import type { GameController } from '../../../src/game/controller';
import type { Settings } from '../../../src/game/settings';
import { makeController } from '../../unit/fakes';
import type { FakeClock } from '../../unit/fakes';

export const VARIANT_IDS = VARIANTS.map((v) => v.id);

export interface SnapshotOptions {
  deal?: number;
  /** The player's moves from the deal, each one step. */
  moves?: string[];
  settings?: Partial<BoardSettings>;
  /** The automatic moves to the foundations after each of the player's moves: none unless asked for (never at the deal). */
  autoMoves?: AutoMoveMode;
  /** Fields to change after the controller built the snapshot (what the host could not reach in a test). */
  extra?: Partial<Snapshot>;
}

/** A game played by the real controller: each move answered with the snapshot the host would send. */
export class HostGame {
  private constructor(
    readonly controller: GameController,
    private readonly board: BoardState,
    private readonly clock: FakeClock,
    private readonly settings: Settings,
  ) {}

  static async start(
    variant: VariantId,
    { deal = 1, settings = {}, autoMoves = 'off' }: Omit<SnapshotOptions, 'moves' | 'extra'> = {},
  ): Promise<HostGame> {
    // The deal as dealt (no automatic moves at the deal: the tests' positions are the deal's).
    const h = await makeController({ deal, settings: { defaultGame: variant, autoMoveToFoundations: 'off', ...settings } });
    h.settings.autoMoveToFoundations = autoMoves;
    return new HostGame(h.controller, h.board, h.clock, h.settings);
  }

  /** The automatic moves after each of the player's moves from now on. */
  set autoMoves(mode: AutoMoveMode) {
    this.settings.autoMoveToFoundations = mode;
  }

  get game(): Game {
    return this.controller.current.game;
  }

  /** Plays a move as the player would; rejects with the reason when it is illegal. */
  async play(move: string): Promise<Snapshot> {
    await this.controller.move(move);
    return this.snapshot();
  }

  /** Time passes at the table (the fake clock moves on). */
  async wait(ms: number): Promise<void> {
    await this.clock.advance(ms);
  }

  /** A minute and five seconds of play, then the board hidden: the clock stops there. */
  async pause(): Promise<void> {
    await this.clock.advance(65_000);
    await this.controller.setVisible(false);
  }

  showHint(hint: HintShown): Snapshot {
    this.controller.showHint(hint);
    return this.snapshot();
  }

  snapshot(extra: Partial<Snapshot> = {}): Snapshot {
    return { ...this.board.snapshot(), ...extra };
  }
}

/** The game after playing `moves` from deal `deal` (the engine alone: no automatic moves). */
export function gameOf(variant: string, { deal = 1, moves = [] }: SnapshotOptions = {}): Game {
  return playAll(dealGame(variant, { number: deal }), moves);
}

/** What the host sends after the player's `moves` from the deal (65 s played, the clock stopped, when there are moves). */
export async function snapshotOf(variant: VariantId, options: SnapshotOptions = {}): Promise<Snapshot> {
  const host = await HostGame.start(variant, options);
  for (const move of options.moves ?? []) await host.play(move);
  if (options.moves?.length) await host.pause();
  return host.snapshot(options.extra);
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
    day,
    variant: 'streets',
    dealNumber: 33 + i,
    result: i === 2 ? 'lost' : 'won',
    timeMs: 200_000 + i * 1000,
    moves: 90 + i,
  }));
  const summary = { daysPlayed: 5, daysWon: 4, currentStreak: 2, bestStreak: 2 };
  return { history: oldestFirst.reverse(), daily, dailySummaries: { all: summary, streets: summary }, today: '2026-11-30' };
}
