// How a length of time reads, wherever the player sees one: the board's clock, its statistics and
// play record, the status bar's tooltip. One function, so the same game never shows two times.

/** Longer than any game (a million hours): a corrupt number still prints as a time. */
const MAX_MS = 3.6e12;

/**
 * The whole seconds of a time, truncated like a running clock, so a finished game's time is the
 * last value its clock showed (59.6 s is 59, never 60): the one rounding rule for every time shown
 * or exported.
 */
export function wholeSeconds(ms: number): number {
  return Math.floor(Math.min(Number.isFinite(ms) ? Math.max(ms, 0) : 0, MAX_MS) / 1000);
}

/** "0:59", "12:05", "1:02:03": the whole seconds of `ms` (wholeSeconds). */
export function formatDuration(ms: number): string {
  const total = wholeSeconds(ms);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const ss = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
