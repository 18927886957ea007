// The nine games in words: their names as each language's players know them, the rules in plain
// sentences for the board's help and the game picker, and a build rule as a clause. Each takes a
// translator (translate.ts); the data of the games (variants.ts) stays free of words.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n } from './translate';
import { BuildRule, Variant, VariantId } from './variants';

/** A game's name in the display language: "Forty Thieves", "Quarante voleurs". */
export function variantTitle(id: VariantId, l10n: L10n = ENGLISH): string {
  switch (id) {
    case 'forty-thieves':
      return l10n.t('Forty Thieves');
    case 'indian':
      return l10n.t('Indian');
    case 'limited':
      return l10n.t('Limited');
    case 'little-forty':
      return l10n.t('Little Forty');
    case 'lucas':
      return l10n.t('Lucas');
    case 'maria':
      return l10n.t('Maria');
    case 'number-ten':
      return l10n.t('Number Ten');
    case 'rank-and-file':
      return l10n.t('Rank and File');
    case 'streets':
      return l10n.t('Streets');
  }
}

/** The build rule as a sentence of the rules, with its example. */
function buildRuleSentence(id: BuildRule['id'], l10n: L10n): string {
  if (id === 'same-suit') return l10n.t('Build down in the same suit (the 10 of Hearts goes only on a Jack of Hearts).');
  if (id === 'other-suit') {
    return l10n.t("Build down in any suit but the card's own (the 10 of Hearts goes on a Jack of Clubs, Diamonds or Spades).");
  }
  return l10n.t('Build down in alternating colours (the 10 of Hearts goes on a black Jack).');
}

/** The build rule as the clause of a refusal: "build down in the same suit". */
export function buildRuleText(id: BuildRule['id'], l10n: L10n = ENGLISH): string {
  if (id === 'same-suit') return l10n.t('build down in the same suit');
  if (id === 'other-suit') return l10n.t("build down in any suit but the card's own");
  return l10n.t('build down in alternating colours');
}

/** How the deal is laid out, one sentence. */
function dealSentence(v: Variant, l10n: L10n): string {
  const dealt = v.columns * v.rows;
  const stock = 104 - dealt - (v.acesOut ? 8 : 0);
  if (v.acesOut && v.faceDownRows === 0) {
    return l10n.t(
      'The eight Aces start the foundations; {0} cards dealt in {1} columns of {2}, all face up; {3} in the stock.',
      dealt,
      v.columns,
      v.rows,
      stock,
    );
  }
  const deal =
    v.faceDownRows === 0
      ? l10n.t('{0} cards dealt in {1} columns of {2}, all face up; {3} in the stock.', dealt, v.columns, v.rows, stock)
      : v.faceDownRows === 1
        ? l10n.t(
            '{0} cards dealt in {1} columns of {2}, the lowest card of each face down; {3} in the stock.',
            dealt,
            v.columns,
            v.rows,
            stock,
          )
        : l10n.t(
            '{0} cards dealt in {1} columns of {2}, the lowest {3} cards of each face down; {4} in the stock.',
            dealt,
            v.columns,
            v.rows,
            v.faceDownRows,
            stock,
          );
  return v.acesOut ? `${l10n.t('The eight Aces start the foundations.')} ${deal}` : deal;
}

/** The rules of a variant in plain sentences, for the board and the game picker. */
export function describeRules(v: Variant, l10n: L10n = ENGLISH): string[] {
  // One rule a line, in the rule book's order (docs: rules.md): the goal first, empty columns on their own.
  return [
    l10n.t('Build all eight foundations up in suit from Ace to King: the game is won when all 104 cards are home.'),
    dealSentence(v, l10n),
    buildRuleSentence(v.build.id, l10n),
    v.moveUnit === 'single'
      ? l10n.t('Move one card at a time; only the top card of a column is available.')
      : l10n.t('Move a built sequence, in part or whole, as one unit onto a column it fits or an empty column.'),
    v.cardsPerTurn === 1
      ? l10n.t('Turn the stock one card at a time; its top card plays straight to a column or foundation.')
      : l10n.t('Turn the stock three cards at a time; only the top card of the waste plays.'),
    l10n.t('An empty column takes any card (or sequence) that can move.'),
    v.redeals === 0
      ? l10n.t('No redeal.')
      : v.redeals === 1
        ? l10n.t('The waste may be turned over once to form a new stock.')
        : l10n.t('The waste may be turned over to form a new stock {0} times.', v.redeals),
  ];
}

/** One line for the game picker: "10×4, build in suit, one card at a time, no redeal". */
export function summarizeRules(v: Variant, l10n: L10n = ENGLISH): string {
  const parts = [l10n.t('{0}×{1}', v.columns, v.rows)];
  if (v.acesOut) parts.unshift(l10n.t('Aces start the foundations'));
  if (v.faceDownRows) parts.push(l10n.t('{0} face down', v.faceDownRows));
  parts.push(
    {
      'same-suit': l10n.t('build in suit'),
      'other-suit': l10n.t('build in any other suit'),
      'alternate-colour': l10n.t('build in alternating colours'),
    }[v.build.id],
    v.moveUnit === 'single' ? l10n.t('one card at a time') : l10n.t('sequences move'),
    v.cardsPerTurn === 3 ? l10n.t('stock 3 at a time, {0} redeals', v.redeals) : l10n.t('no redeal'),
  );
  // The parts of a summary, joined as the language separates them ("10×4, build in suit").
  return parts.reduce((line, part) => l10n.t('{0}, {1}', line, part));
}
