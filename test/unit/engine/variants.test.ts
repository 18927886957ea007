// What the player reads about each game (the board's rules panel, the game picker) and the
// building table every move is checked against, compared with the rule book's table written out
// in helpers.ts and with literal sentences.

import assert from 'node:assert/strict';
import { BUILD_RULES, cardText, describeRules, fitsTable, getVariant, summarizeRules } from '../../../src/engine/index';
import { SPECS, fitsByRule } from './helpers';

const DEALT: Record<string, string> = {
  'forty-thieves': '40 cards dealt in 10 columns of 4, all face up; 64 in the stock.',
  indian: '30 cards dealt in 10 columns of 3, the lowest card of each face down; 74 in the stock.',
  limited: '36 cards dealt in 12 columns of 3, all face up; 68 in the stock.',
  'little-forty': '40 cards dealt in 10 columns of 4, all face up; 64 in the stock.',
  lucas: 'The eight Aces start the foundations; 39 cards dealt in 13 columns of 3, all face up; 57 in the stock.',
  maria: '36 cards dealt in 9 columns of 4, all face up; 68 in the stock.',
  'number-ten': '40 cards dealt in 10 columns of 4, the lowest 2 cards of each face down; 64 in the stock.',
  'rank-and-file': '40 cards dealt in 10 columns of 4, the lowest 3 cards of each face down; 64 in the stock.',
  streets: '40 cards dealt in 10 columns of 4, all face up; 64 in the stock.',
};

const SUMMARY: Record<string, string> = {
  'forty-thieves': '10×4, build in suit, one card at a time, no redeal',
  indian: '10×3, 1 face down, build in any other suit, one card at a time, no redeal',
  limited: '12×3, build in suit, one card at a time, no redeal',
  'little-forty': '10×4, build in any other suit, sequences move, stock 3 at a time, 3 redeals',
  lucas: 'Aces start the foundations, 13×3, build in suit, one card at a time, no redeal',
  maria: '9×4, build in alternating colours, one card at a time, no redeal',
  'number-ten': '10×4, 2 face down, build in alternating colours, sequences move, no redeal',
  'rank-and-file': '10×4, 3 face down, build in alternating colours, sequences move, no redeal',
  streets: '10×4, build in alternating colours, one card at a time, no redeal',
};

const BUILD_WORDS = {
  'same-suit': /in the same suit/,
  'other-suit': /in any suit but the card's own/,
  'alternate-colour': /in alternating colours/,
};

describe('engine: the rules as the player reads them', () => {
  for (const v of SPECS) {
    it(`${v.name}: the rules panel says how the game is dealt, built, moved and turned`, () => {
      const lines = describeRules(getVariant(v.id));
      // One rule a line, in the rule book's order: the goal first, the empty column's line alone.
      assert.equal(lines.length, 7);
      assert.equal(lines[0], 'Build all eight foundations up in suit from Ace to King: the game is won when all 104 cards are home.');
      assert.equal(lines[1], DEALT[v.id]);
      assert.match(lines[2], BUILD_WORDS[v.build]);
      assert.match(lines[3], v.sequences ? /^Move a built sequence, in part or whole/ : /^Move one card at a time/);
      assert.equal(
        lines[4],
        v.perTurn === 1
          ? 'Turn the stock one card at a time; its top card plays straight to a column or foundation.'
          : 'Turn the stock three cards at a time; only the top card of the waste plays.',
      );
      assert.equal(lines[5], 'An empty column takes any card (or sequence) that can move.');
      assert.equal(lines[6], v.redeals === 0 ? 'No redeal.' : `The waste may be turned over to form a new stock ${v.redeals} times.`);
    });

    it(`${v.name}: the game picker's one line`, () => {
      assert.equal(summarizeRules(getVariant(v.id)), SUMMARY[v.id]);
    });
  }

  it('an unknown game is refused with the games there are', () => {
    assert.throws(
      () => getVariant('klondike'),
      (error: Error) => error.message === `Unknown game "klondike": choose one of ${SPECS.map((s) => s.id).join(', ')}`,
    );
  });
});

describe('engine: the building table', () => {
  for (const rule of Object.values(BUILD_RULES)) {
    it(`${rule.id}: a card fits on another exactly when the rule book says`, () => {
      const table = fitsTable(rule);
      assert.equal(table.length, 52 * 52);
      let fits = 0;
      for (let card = 0; card < 52; card++) {
        for (let onto = 0; onto < 52; onto++) {
          const expected = fitsByRule(rule.id, cardText(card), cardText(onto));
          assert.equal(table[card * 52 + onto] === 1, expected, `${cardText(card)} on ${cardText(onto)}`);
          if (expected) fits++;
        }
      }
      // Every card but a King has one rank above it: 48 cards, each on 1, 3 or 2 suits of it.
      assert.equal(fits, { 'same-suit': 48, 'other-suit': 144, 'alternate-colour': 96 }[rule.id]);
    });
  }
});
