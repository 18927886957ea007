// The deal of a new game under "winnable deals only": a shipped deal proven winnable, each once,
// and when a game's list is used up, random deals solved in the background until one wins.

import { Deal, VariantId, dealGame, getVariant } from '../engine/index';
import type { Difficulty } from '../engine/difficulty';
import { SolverBackend, jobOf } from '../solver/solver-backend';

/** How many random deals are solved, each for up to SEARCH_BUDGET_MS, before giving up. */
export const SEARCH_TRIES = 20;
export const SEARCH_BUDGET_MS = 5000;

export interface ProgressUi {
  /**
   * Runs `task` under a progress notification the player can cancel: `report` says how far it
   * is, and `cancelled` aborts when the player cancels.
   */
  progress<T>(
    title: string,
    task: (report: (message: string, increment: number) => void, cancelled: AbortSignal) => Promise<T>,
  ): PromiseLike<T>;
  /** A warning that waits for nothing. */
  warn(message: string): void;
}

export interface DealChooserDeps {
  /** The solver that proves a random deal winnable. */
  solver: SolverBackend;
  /** The setting "winnable deals only". */
  winnableDealsOnly: () => boolean;
  /** The deals shipped proven winnable, each taken once (WinnableDeals). */
  shippedDeals: { take(variant: VariantId, difficulty?: Difficulty): Promise<number | undefined> };
  randomDealNumber: () => number;
  ui: ProgressUi;
}

export class DealChooser {
  constructor(private readonly deps: DealChooserDeps) {}

  /** The deal of a new game (undefined: a random deal): a shipped one, else one solved now. */
  async chooseDeal(variant: VariantId, difficulty?: Difficulty): Promise<Deal | undefined> {
    const { winnableDealsOnly, shippedDeals } = this.deps;
    if (!winnableDealsOnly()) return undefined;
    const shipped = (await shippedDeals.take(variant, difficulty)) ?? (difficulty ? await shippedDeals.take(variant) : undefined);
    if (shipped !== undefined) return { number: shipped };
    return this.findWinnableDeal(variant);
  }

  /**
   * When the shipped list is used up: solves random deals until one is proven winnable, under a
   * progress notification the player can cancel. Undefined (and the player told) when none was found.
   */
  async findWinnableDeal(variant: VariantId): Promise<Deal | undefined> {
    const { ui, solver } = this.deps;
    const name = getVariant(variant).name;
    return await ui.progress(`Finding a winnable deal of ${name}`, async (report, cancelled) => {
      for (let i = 1; i <= SEARCH_TRIES && !cancelled.aborted; i++) {
        report(`trying deal ${i} of up to ${SEARCH_TRIES}…`, 100 / SEARCH_TRIES);
        const deal = { number: this.deps.randomDealNumber() };
        const answer = await solver.solve(jobOf(dealGame(variant, deal)), SEARCH_BUDGET_MS, cancelled).catch(() => undefined);
        if (answer?.result === 'won') return deal;
      }
      ui.warn(
        `Forty Thieves: no winnable deal of ${name} was found ${cancelled.aborted ? 'before you cancelled' : `in ${SEARCH_TRIES} tries`}; this deal may not be winnable.`,
      );
      return undefined;
    });
  }
}
