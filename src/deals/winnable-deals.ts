// "Winnable deals only": new games come from the deals the solver proved winnable
// (src/deals/winnable-deals.json, made by `npm run presolve`), each used once per
// player; when a game's list is used up, random deals are solved in the background instead.

import { GameRecord, VariantId, dealGame, isSafeToMoveHome, play } from '../engine/index';
import type { Difficulty } from '../engine/difficulty';
import type { KeyValueStore } from '../store/key-value-store';

export interface WinnableDealList {
  solverVersion: number;
  // Difficulty is read as a string: the JSON file is data, checked by the solver tests.
  games: Partial<Record<string, { deal: number; difficulty: Difficulty | string }[]>>;
}

export const USED_DEALS_KEY = 'fortyThieves.usedWinnableDeals';

export class WinnableDeals {
  constructor(
    private readonly list: WinnableDealList,
    private readonly store: KeyValueStore,
    private readonly random: (below: number) => number,
  ) {}

  private used(variant: VariantId): Set<number> {
    const all = this.store.get<Record<string, unknown>>(USED_DEALS_KEY);
    const mine = all && Array.isArray(all[variant]) ? (all[variant] as unknown[]) : [];
    return new Set(mine.filter((n): n is number => typeof n === 'number'));
  }

  /** How many shipped deals of this game (and difficulty) the player has not had yet. */
  remaining(variant: VariantId, difficulty?: Difficulty): number {
    const used = this.used(variant);
    return (this.list.games[variant] ?? []).filter((d) => !used.has(d.deal) && (!difficulty || d.difficulty === difficulty)).length;
  }

  /** A shipped deal not played before, picked at random, or undefined when none is left. */
  async take(variant: VariantId, difficulty?: Difficulty): Promise<number | undefined> {
    const used = this.used(variant);
    const left = (this.list.games[variant] ?? []).filter((d) => !used.has(d.deal) && (!difficulty || d.difficulty === difficulty));
    if (left.length === 0) return undefined;
    const deal = left[this.random(left.length)].deal;
    await this.markUsed(variant, deal);
    return deal;
  }

  /**
   * Whether the record's deal is one the solver proved winnable (so its first position wins, the
   * opening moves home included when each of them was safe: no card could ever be built on it).
   */
  proves(record: GameRecord): boolean {
    const { deal } = record;
    if (!('number' in deal) || !(this.list.games[record.variant] ?? []).some((d) => d.deal === deal.number)) return false;
    let game = dealGame(record.variant, deal);
    for (const move of record.opening ?? []) {
      const from = move.slice(0, move.indexOf('>'));
      const pile = from === 'w' ? game.waste : game.cols[Number(from.slice(1)) - 1];
      if (!pile?.length || !isSafeToMoveHome(game, pile[pile.length - 1])) return false;
      game = play(game, move);
    }
    return true;
  }

  async markUsed(variant: VariantId, deal: number): Promise<void> {
    const all = { ...(this.store.get<Record<string, unknown>>(USED_DEALS_KEY) ?? {}) };
    all[variant] = [...this.used(variant), deal];
    await this.store.update(USED_DEALS_KEY, all);
  }
}
