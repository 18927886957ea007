// Links to a deal: <scheme>://forty-thieves.forty-thieves/deal?game=<id>&deal=<number>, opened by
// the extension's URI handler. Pure string work (no vscode), so every damaged link is unit-tested.
// A link comes from anyone: it is bounded in length and read without regular expressions that
// could backtrack, and what it says is quoted back as plain text only.

import { MAX_DEAL_NUMBER, VARIANT_IDS, VariantId, variantTitle } from '../engine/index';
import { plainText } from '../plain-text';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n } from '../l10n';

export const DEAL_LINK_PATH = '/deal';
/** Longer than any deal link the extension makes (about 40 characters of path and query). */
export const MAX_LINK_PART = 200;

export interface DealLink {
  variant: VariantId;
  dealNumber: number;
}

/** The path and query of a deal link (the scheme and authority are the editor's). */
export function dealLinkQuery(link: DealLink): string {
  return `game=${encodeURIComponent(link.variant)}&deal=${link.dealNumber}`;
}

/** The path without its trailing slashes, by one scan from the end (no backtracking). */
function trimSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end--;
  return path.slice(0, end);
}

/** Reads a link's path and (decoded or not) query; throws an Error saying what is wrong with it. */
export function parseDealLink(path: string, query: string, l10n: L10n = ENGLISH): DealLink {
  if (path.length > MAX_LINK_PART || query.length > MAX_LINK_PART) {
    throw new Error(l10n.t('the link is {0} characters long, far longer than a deal link, so it is not read', path.length + query.length));
  }
  if (trimSlashes(path) !== DEAL_LINK_PATH) {
    throw new Error(l10n.t('the link asks for "{0}", which is not a deal (a deal link ends in /deal?game=…&deal=…)', plainText(path)));
  }
  const params = new URLSearchParams(query);
  const game = params.get('game');
  const deal = params.get('deal');
  if (!game) throw new Error(l10n.t('the link names no game (it needs game=… and deal=…); it may have been cut short'));
  if (!(VARIANT_IDS as readonly string[]).includes(game)) {
    throw new Error(l10n.t('the link names an unknown game "{0}"; the games are {1}', plainText(game), VARIANT_IDS.join(', ')));
  }
  const variant = game as VariantId;
  if (!deal)
    throw new Error(l10n.t('the link names no deal of {0} (it needs deal=…); it may have been cut short', variantTitle(variant, l10n)));
  const dealNumber = deal.length <= 10 && [...deal].every((c) => c >= '0' && c <= '9') ? Number(deal) : NaN;
  if (!(dealNumber >= 1 && dealNumber <= MAX_DEAL_NUMBER)) {
    throw new Error(l10n.t('"{0}" is not a deal number: deals are numbered from 1 to {1}', plainText(deal), MAX_DEAL_NUMBER));
  }
  return { variant, dealNumber };
}
