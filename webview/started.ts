// Imported first by main.ts: marks when the board's script began to run (bench:ui reads it, to
// tell the script's own time from the page's before it).
performance.mark('board-script');
