// The folder `npm run play` opens: its README welcomes a player and says how to start. Written
// when the folder is new, and over the plain title earlier versions wrote; a README the player
// changed is kept. VS Code shows it when the window opens (showWelcomeAtStart).
import fs from 'node:fs';
import path from 'node:path';

/** What earlier versions wrote (the tests' workspaces still have it). */
const OLD_README = '# Forty Thieves test workspace\n';

export const WELCOME = `# Welcome to Forty Thieves

This is VS Code with the Forty Thieves extension: nine games of the Forty Thieves family of
solitaire, with a solver behind the hints.

**To play:** press F1 and run **Forty Thieves: New Game…** (or click the cards in the status bar
at the bottom). Choose a game, or **Today's Deal**: the same deal for every player today, one the
solver has proved can be won.

- Click a card to move it where it fits, or drag it; click the stock to turn a card.
- Keys: the arrows move between the piles, Enter picks a card up and puts it down, H gives a hint,
  U undoes, and ? shows every key and the rules of the game.
- Solve plays a winning line for you to watch; Statistics keeps your record.

Your games and statistics are kept between runs. This folder is yours: close this file, or write
your own notes here.
`;

/** Puts the welcome in the workspace folder `dir`, unless the player wrote a README of their own. */
export function welcomePlayer(dir) {
  const readme = path.join(dir, 'README.md');
  const current = fs.existsSync(readme) ? fs.readFileSync(readme, 'utf8') : null;
  if (current === null || current === OLD_README) fs.writeFileSync(readme, WELCOME);
}

/**
 * Makes VS Code open the folder's README when the window opens (the sandbox's user settings say
 * 'none' for the tests, which want an empty editor): the player sees the welcome, not a blank page.
 */
export function showWelcomeAtStart(settingsFile) {
  let settings = {};
  try {
    settings = JSON.parse(fs.readFileSync(settingsFile, 'utf8'));
  } catch {
    /* none yet, or not JSON: written afresh */
  }
  fs.mkdirSync(path.dirname(settingsFile), { recursive: true });
  fs.writeFileSync(settingsFile, JSON.stringify({ ...settings, 'workbench.startupEditor': 'readme' }, null, 2));
}
