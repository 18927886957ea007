// The engine's public API (docs/engine-contract.md), bundled as dist/engine.js, plus the
// richer typed API the extension uses. Nothing here touches vscode, the DOM, Date or Math.random.

import { parseDeck, shuffledDeck } from './deck';
import { deal } from './game';
import { Game, isWon, legalMoveList, playMove } from './moves';
import { positionOf } from './position';
import { VARIANTS, getVariant } from './variants';

export function variants(): { id: string; name: string; aliases: string[] }[] {
  return VARIANTS.map((v) => ({ id: v.id, name: v.name, aliases: [...v.aliases] }));
}

export function newGame(variant: string, deck: readonly string[]): Game {
  return deal(getVariant(variant), parseDeck(deck));
}

export { shuffledDeck, isWon };
export const legalMoves = (game: Game): string[] => legalMoveList(game);
export const play = (game: Game, move: string): Game => playMove(game, move);
export const position = positionOf;

export * from './cards';
export { cardName, describeMove, fromPile, pileWords, rankName, suitName, toPile } from './words';
export { buildRuleText, describeRules, summarizeRules, variantTitle } from './variant-words';
export { ENGLISH } from './translate';
export type { L10n } from './translate';
export { heuristicMove } from './heuristic';
export * from './variants';
export { MAX_DEAL_NUMBER, isDealNumber, checkDealNumber } from './deck';
export { autoMoves, foundationMoves, isLost, isSafeToMoveHome, planMove, playAll, playerMoves } from './moves';
export type { AutoMoveMode, Game } from './moves';
export * from './record';
export { foundationTops } from './position';
export { cardsHome as cardsHomeOf } from './game';
export type { Position } from './position';
export { solve, SOLVER_VERSION } from './search/index';
export type { Difficulty } from './difficulty';
