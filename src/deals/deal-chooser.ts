// The deal of a new game under "winnable deals only": a shipped deal proven winnable, each once,
// and when a game's list is used up, random deals solved in the background until one wins.

import { Deal, VariantId, dealGame, variantTitle } from '../engine/index';
import type { Difficulty } from '../engine/difficulty';
import { SolverBackend, jobOf } from '../solver/solver-backend';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n } from '../l10n';

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
  /** The player's language (English when not given). */
  l10n?: L10n;
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
    const { ui, solver, l10n = ENGLISH } = this.deps;
    const name = variantTitle(variant, l10n);
    return await ui.progress(l10n.t('Finding a winnable deal of {0}', name), async (report, cancelled) => {
      for (let i = 1; i <= SEARCH_TRIES && !cancelled.aborted; i++) {
        report(l10n.t('trying deal {0} of up to {1}…', i, SEARCH_TRIES), 100 / SEARCH_TRIES);
        const deal = { number: this.deps.randomDealNumber() };
        const answer = await solver.solve(jobOf(dealGame(variant, deal)), SEARCH_BUDGET_MS, cancelled).catch(() => undefined);
        if (answer?.result === 'won') return deal;
      }
      ui.warn(
        cancelled.aborted
          ? l10n.t('Forty Thieves: no winnable deal of {0} was found before you cancelled; this deal may not be winnable.', name)
          : l10n.t('Forty Thieves: no winnable deal of {0} was found in {1} tries; this deal may not be winnable.', name, SEARCH_TRIES),
      );
      return undefined;
    });
  }
}
