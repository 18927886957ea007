// What a window writes under its key: its share and the shares it imported from files (copies of
// other writers'), read entry by entry as share.ts reads one share (never throws, whatever the
// value), and what the player is told of one that cannot be read whole.

import { Steps, drain } from './slices';
import { Dropped, Share, ShareDoc, droppedText, isPlainObject, readShare } from './share';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n, one } from '../l10n';
import { plainText } from '../plain-text';

/** How many shares imported from files a window keeps (a file holds at most this many). */
export const IMPORTED_KEPT = 50;

/** A stored share and the shares it imported, read entry by entry (share.ts: readShare); or why it cannot be read at all. */
export interface ShareDocRead {
  doc: ShareDoc;
  dropped: Dropped[];
  droppedCount: number;
}

export const readShareDoc = (raw: unknown, l10n: L10n = ENGLISH): ShareDocRead | string => drain(readingShareDoc(raw, l10n));

/** `readShareDoc` in parts (slices.ts): yields after the share and after each record it imported. */
export function* readingShareDoc(raw: unknown, l10n: L10n = ENGLISH): Steps<ShareDocRead | string> {
  const read = readShare(raw, l10n);
  if (typeof read === 'string') return read;
  yield read.share.games.length;
  const dropped = [...read.dropped];
  let droppedCount = read.droppedCount;
  const list = isPlainObject(raw) && Array.isArray(raw.imported) ? raw.imported : [];
  if (isPlainObject(raw) && raw.imported !== undefined && !Array.isArray(raw.imported)) {
    dropped.push({ what: l10n.t('the list of imported records'), reason: l10n.t('it is not a list'), data: raw.imported });
    droppedCount++;
  }
  const imported: Share[] = [];
  const from = Math.max(0, list.length - IMPORTED_KEPT);
  droppedCount += from;
  for (let i = from; i < list.length; i++) {
    const item = readShare(list[i], l10n);
    if (typeof item === 'string') {
      droppedCount++;
      dropped.push({ what: l10n.t('imported record {0}', i + 1), reason: item, data: list[i] });
    } else {
      imported.push(item.share);
      droppedCount += item.droppedCount;
      dropped.push(...item.dropped.map((d) => ({ ...d, what: l10n.t('imported record {0}, {1}', i + 1, d.what) })));
      yield item.share.games.length;
    }
  }
  return { doc: { ...read.share, imported }, dropped: dropped.slice(0, 100), droppedCount };
}

/** A stored share and the shares it imported, checked whole (any damage refused); or what is wrong with it. */
export function checkShareDoc(raw: unknown, l10n: L10n = ENGLISH): ShareDoc | string {
  const read = readShareDoc(raw, l10n);
  if (typeof read === 'string') return read;
  return read.dropped[0] ? droppedText(read.dropped[0], l10n) : read.doc;
}

/** The notice for a share that cannot be read at all (`mine`: this window's own). */
export function unreadableText(l10n: L10n, mine: boolean, reason: string): string {
  const why = plainText(reason);
  return mine
    ? l10n.t(
        "Forty Thieves: This window's part of your record cannot be read ({0}). It is left as it is and not counted; nothing else is lost.",
        why,
      )
    : l10n.t(
        "Forty Thieves: Another window's or machine's part of your record cannot be read ({0}). It is left as it is and not counted; nothing else is lost.",
        why,
      );
}

/** The notice for a share read with entries left out (`mine`: this window's own, whose entries are kept aside). */
export function damagedText(l10n: L10n, mine: boolean, read: ShareDocRead): string {
  const first = read.dropped[0];
  const what = plainText(first ? droppedText(first, l10n) : l10n.t('entries beyond its bounds'));
  const n = read.droppedCount;
  const single = one(l10n, n);
  if (mine)
    return single
      ? l10n.t(
          "Forty Thieves: {0} entry of this window's part of your record could not be read ({1}): left out of the count and kept aside; the rest counts.",
          n,
          what,
        )
      : l10n.t(
          "Forty Thieves: {0} entries of this window's part of your record could not be read ({1}): left out of the count and kept aside; the rest counts.",
          n,
          what,
        );
  return single
    ? l10n.t(
        "Forty Thieves: {0} entry of another window's or machine's part of your record could not be read ({1}): left out of the count and left in place; the rest counts.",
        n,
        what,
      )
    : l10n.t(
        "Forty Thieves: {0} entries of another window's or machine's part of your record could not be read ({1}): left out of the count and left in place; the rest counts.",
        n,
        what,
      );
}
