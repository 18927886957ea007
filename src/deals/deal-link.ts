// Links to a deal: <scheme>://forty-thieves.forty-thieves/deal?game=<id>&deal=<number>, opened by
// the extension's URI handler. Pure string work (no vscode), so every damaged link is unit-tested.

import { MAX_DEAL_NUMBER, VARIANT_IDS, VariantId, getVariant } from '../engine/index';

export const DEAL_LINK_PATH = '/deal';

export interface DealLink {
  variant: VariantId;
  dealNumber: number;
}

/** The path and query of a deal link (the scheme and authority are the editor's). */
export function dealLinkQuery(link: DealLink): string {
  return `game=${encodeURIComponent(link.variant)}&deal=${link.dealNumber}`;
}

/** Reads a link's path and (decoded or not) query; throws an Error saying what is wrong with it. */
export function parseDealLink(path: string, query: string): DealLink {
  if (path.replace(/\/+$/, '') !== DEAL_LINK_PATH) {
    throw new Error(`the link asks for "${path.slice(0, 40)}", which is not a deal (a deal link ends in /deal?game=…&deal=…)`);
  }
  const params = new URLSearchParams(query);
  const game = params.get('game');
  const deal = params.get('deal');
  if (!game) throw new Error('the link names no game (it needs game=… and deal=…); it may have been cut short');
  if (!(VARIANT_IDS as readonly string[]).includes(game)) {
    throw new Error(`the link names an unknown game "${game.slice(0, 40)}"; the games are ${VARIANT_IDS.join(', ')}`);
  }
  const variant = game as VariantId;
  if (!deal) throw new Error(`the link names no deal of ${getVariant(variant).name} (it needs deal=…); it may have been cut short`);
  const dealNumber = /^\d{1,10}$/.test(deal) ? Number(deal) : NaN;
  if (!(dealNumber >= 1 && dealNumber <= MAX_DEAL_NUMBER)) {
    throw new Error(`"${deal.slice(0, 40)}" is not a deal number: deals are numbered from 1 to ${MAX_DEAL_NUMBER}`);
  }
  return { variant, dealNumber };
}
