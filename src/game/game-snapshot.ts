// What the board is sent of the game itself: the piles as text (face-down cards hidden), what can
// be played, the last step and what it did, the counters and the clock. BoardState adds the
// solver's state and the play record.

import { Game, cardText, describeRules, foundationTops, playerMoves } from '../engine/index';
import type { HintShown, Notice, Snapshot, StatisticsRow } from '../protocol';
import type { GameSession } from './session';
import type { Settings } from './settings';

export type GameSnapshot = Omit<Snapshot, 'winnability' | 'solving' | 'playRecord' | 'dailyDeal' | 'review'>;

export interface SnapshotExtras {
  settings: Settings;
  now: number;
  /** The statistics table, when the player asked to see it. */
  statistics: StatisticsRow[] | null;
  notice: Notice | null;
  hint: HintShown | null;
}

/** The piles as the board draws them (face-down cards as "#"). */
export function pilesOf(game: Game): Pick<GameSnapshot, 'tableau' | 'foundations' | 'waste' | 'stockCount' | 'redealsLeft'> {
  return {
    tableau: game.cols.map((col, i) => col.map((card, k) => (k < game.down[i] ? '#' : cardText(card)))),
    foundations: foundationTops(game),
    waste: game.waste.map(cardText),
    stockCount: game.stock.length,
    redealsLeft: game.redealsLeft,
  };
}

/** Which game it is, as the board's title row and help show it. */
export function gameTitle(
  s: GameSession,
): Pick<GameSnapshot, 'variant' | 'variantName' | 'rules' | 'dealNumber' | 'cardsPerTurn' | 'moveUnit'> {
  const variant = s.game.variant;
  return {
    variant: variant.id,
    variantName: variant.name,
    rules: describeRules(variant),
    dealNumber: 'number' in s.record.deal ? s.record.deal.number : null,
    cardsPerTurn: variant.cardsPerTurn,
    moveUnit: variant.moveUnit,
  };
}

export function gameSnapshot(s: GameSession, { settings, now, statistics, notice, hint }: SnapshotExtras): GameSnapshot {
  const game = s.game;
  return {
    ...gameTitle(s),
    ...pilesOf(game),
    legalMoves: s.status === 'won' || s.status === 'solved' ? [] : playerMoves(game),
    lastStep: [...s.lastStep],
    lastStepEffects: s.lastStepEffects,
    lastAction: s.lastAction,
    moveCount: s.moveCount,
    cardsHome: s.cardsHome,
    canUndo: s.canUndo,
    canRedo: s.canRedo,
    status: s.status,
    elapsedMs: Math.round(s.elapsedMs(now)),
    timerRunning: s.clockRunning,
    settings: { showTimer: settings.showTimer, animations: settings.animations },
    statistics,
    notice,
    hint,
  };
}
