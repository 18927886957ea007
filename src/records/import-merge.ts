// Merging checked records (import-file.ts) into the player's record: in memory first, then one
// write of this window's share, so a failure changes nothing. A record already here at the same
// or a newer revision adds nothing, and a game counts once by its id however often it is
// imported; this window's own record is never taken from a file (the one in storage is newer).

import { Combined, combine } from './combine';
import type { RecordStore } from './store';
import { IMPORTED_KEPT } from './store';
import { bound } from './share';
import type { Share } from './share';
import { FILE_PREFIX } from './import-file';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n } from '../l10n';

export interface Imported {
  /** Games counted now that were not before. */
  games: number;
  /** Daily results that were not here before. */
  days: number;
  /** Games in the file that were here already. */
  known: number;
}

const folded = (c: Combined): number =>
  c.shares.reduce((n, s) => n + Object.values(s.earlier).reduce((m, f) => m + (f?.played ?? 0), 0), 0);

export async function importShares(store: RecordStore, file: readonly Share[], l10n: L10n = ENGLISH): Promise<Imported> {
  const inFile = file.reduce((n, s) => n + s.games.length + Object.values(s.earlier).reduce((m, f) => m + (f?.played ?? 0), 0), 0);
  let result: Imported = { games: 0, days: 0, known: inFile };
  await store.update((doc, combined) => {
    const before = combined();
    // A format-1 file may hold games of the record before shares, counted in its table already.
    const old = new Set(before.shares.flatMap((s) => s.shown ?? []).map((e) => e.id));
    const newer = file
      // a copy never replaces the live share of a writer whose key is here
      .filter((f) => f.id !== doc.id && !before.live.has(f.id) && !before.shares.some((s) => s.id === f.id && s.revision >= f.revision))
      .map((f) => bound(f.id.startsWith(FILE_PREFIX) ? { ...f, games: f.games.filter((g) => !old.has(g.id)) } : f));
    if (newer.length === 0) return undefined;
    const imported = [...doc.imported.filter((s) => !newer.some((f) => f.id === s.id)), ...newer];
    if (imported.length > IMPORTED_KEPT) {
      throw new Error(l10n.t('it would keep {0} imported records; a window keeps {1}', imported.length, IMPORTED_KEPT));
    }
    const after = combine([...before.shares, ...newer], { live: before.live });
    // games new by id, and counts of earlier games that rose: never negative, whatever a reset or a clock did
    const games = [...after.games.keys()].filter((id) => !before.games.has(id)).length + Math.max(0, folded(after) - folded(before));
    const days = Math.max(0, after.daily.length - before.daily.length);
    result = { games, days, known: Math.max(0, inFile - games) };
    return { ...doc, imported };
  });
  return result;
}
