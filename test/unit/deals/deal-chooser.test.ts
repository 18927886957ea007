import assert from 'node:assert/strict';
import type { VariantId } from '../../../src/engine/index';
import { DealChooser, SEARCH_BUDGET_MS, SEARCH_TRIES } from '../../../src/deals/deal-chooser';
import { settle } from '../fakes';
import { SolverStub } from '../solver/solver-stub';

function setUp(options: { winnableDealsOnly?: boolean; shipped?: number[] } = {}) {
  const solver = new SolverStub();
  const warnings: string[] = [];
  const progress: { title: string; reports: string[]; cancel: AbortController } = { title: '', reports: [], cancel: new AbortController() };
  const shipped = [...(options.shipped ?? [])];
  const deals = new DealChooser({
    solver,
    winnableDealsOnly: () => options.winnableDealsOnly ?? true,
    shippedDeals: { take: async () => shipped.shift() },
    randomDealNumber: () => 1000 + solver.asked.length,
    ui: {
      progress: (title, task) => {
        progress.title = title;
        return task((message) => void progress.reports.push(message), progress.cancel.signal);
      },
      warn: (message) => void warnings.push(message),
    },
  });
  return { deals, solver, warnings, progress };
}

describe('DealChooser', () => {
  describe('winnable deals only', () => {
    it('deals a shipped proven deal first, and a random one with the setting off', async () => {
      const t = setUp({ shipped: [42] });
      assert.deepEqual(await t.deals.chooseDeal('streets'), { number: 42 });
      const off = setUp({ winnableDealsOnly: false, shipped: [42] });
      assert.equal(await off.deals.chooseDeal('streets'), undefined);
    });

    it('when the list is used up, solves random deals until one wins, showing how far it got', async () => {
      const t = setUp();
      const chosen = t.deals.chooseDeal('maria' as VariantId);
      for (let i = 0; i < 2; i++) {
        await settle();
        t.solver.last.answer({ result: 'unknown', moves: [] });
      }
      await settle();
      assert.equal(t.solver.last.timeMs, SEARCH_BUDGET_MS);
      t.solver.last.answer({ result: 'won', moves: ['s>w'] });
      assert.deepEqual(await chosen, { number: 1002 });
      assert.equal(t.progress.title, 'Finding a winnable deal of Maria');
      assert.deepEqual(
        t.progress.reports,
        [1, 2, 3].map((i) => `trying deal ${i} of up to ${SEARCH_TRIES}…`),
      );
      assert.deepEqual(t.warnings, []);
    });

    it('gives up after its tries with a warning, and at once when the player cancels', async () => {
      const t = setUp();
      const chosen = t.deals.findWinnableDeal('streets');
      for (let i = 0; i < SEARCH_TRIES; i++) {
        await settle();
        t.solver.last.answer({ result: 'unknown', moves: [] });
      }
      assert.equal(await chosen, undefined);
      assert.equal(t.solver.asked.length, SEARCH_TRIES);
      assert.deepEqual(t.warnings, [
        `Forty Thieves: no winnable deal of Streets was found in ${SEARCH_TRIES} tries; this deal may not be winnable.`,
      ]);

      const c = setUp();
      const cancelled = c.deals.findWinnableDeal('streets');
      await settle();
      c.progress.cancel.abort();
      assert.equal(await cancelled, undefined);
      assert.equal(c.solver.asked.length, 1, 'no deal tried after the cancel');
      assert.match(c.warnings[0], /was found before you cancelled/);
    });
  });
});
