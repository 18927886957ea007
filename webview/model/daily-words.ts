// "Today's deal, 1 December": how the board names a game dealt as a day's deal (Snapshot.dailyDeal),
// in the toolbar and on the panel at the game's end.

/** The words for the day's deal `day` (YYYY-MM-DD, UTC), or null when the game is not one. */
export function dailyWords(day: string | null | undefined, now = new Date()): string | null {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  const when = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  return `${day === now.toISOString().slice(0, 10) ? "Today's deal" : 'Daily deal'}, ${when}`;
}
