// The engine's names in the board's language: cards, piles, games and their rules, each the
// engine's word function given @vscode/l10n (which webview/language.ts has configured).

import * as l10n from '@vscode/l10n';
import * as words from '../../src/engine/words';
import * as games from '../../src/engine/variant-words';
import { getVariant } from '../../src/engine/variants';

export const cardName = (card: string): string => words.cardName(card, l10n);
export const rankName = (rank: number): string => words.rankName(rank, l10n);
export const suitName = (suit: number): string => words.suitName(suit, l10n);
/** "column 5", "a foundation", "the waste", "the stock". */
export const pileWords = (pile: string): string => words.pileWords(pile, l10n);
/** A game's name, from its id. */
export const variantTitle = (id: string): string => games.variantTitle(getVariant(id).id, l10n);
/** The rules of a game, from its id: one sentence a line. */
export const rulesOf = (id: string): string[] => games.describeRules(getVariant(id), l10n);
