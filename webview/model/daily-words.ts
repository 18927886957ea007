// "Today's deal, 1 December": how the board names a game dealt as a day's deal (Snapshot.dailyDeal),
// in the toolbar and on the panel at the game's end; the date as the display language writes it.

import * as l10n from '@vscode/l10n';
import { dateText } from './locale';

/** The words for the day's deal `day` (YYYY-MM-DD, UTC), or null when the game is not one. */
export function dailyWords(day: string | null | undefined, now = new Date()): string | null {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  const when = dateText(date, { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return day === now.toISOString().slice(0, 10) ? l10n.t("Today's deal, {0}", when) : l10n.t('Daily deal, {0}', when);
}
