// The folder `npm run play` opens (scripts/play-workspace.mjs, run as play.mjs runs it: plain Node).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** Runs welcomePlayer on `dir` in a Node of its own, and returns the README it leaves. */
function welcome(dir: string): string {
  const module = JSON.stringify(path.join(ROOT, 'scripts', 'play-workspace.mjs'));
  execFileSync(process.execPath, ['--input-type=module', '-e', `(await import(${module})).welcomePlayer(${JSON.stringify(dir)})`]);
  return fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
}

describe('the play workspace', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-play-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('welcomes a player and says how to start, in a new folder and over the old test title', () => {
    for (const before of [null, '# Forty Thieves test workspace\n']) {
      if (before !== null) fs.writeFileSync(path.join(dir, 'README.md'), before);
      const readme = welcome(dir);
      assert.match(readme, /^# Welcome to Forty Thieves\n/);
      assert.match(readme, /F1 and run \*\*Forty Thieves: New Game…\*\*/);
      assert.doesNotMatch(readme, /test workspace/i);
    }
  });

  it('has VS Code open the welcome README when the window opens, keeping the other settings', () => {
    const file = path.join(dir, 'User', 'settings.json');
    const module = JSON.stringify(path.join(ROOT, 'scripts', 'play-workspace.mjs'));
    const run = () =>
      execFileSync(process.execPath, [
        '--input-type=module',
        '-e',
        `(await import(${module})).showWelcomeAtStart(${JSON.stringify(file)})`,
      ]);
    run();
    assert.equal(JSON.parse(fs.readFileSync(file, 'utf8'))['workbench.startupEditor'], 'readme');
    fs.writeFileSync(file, JSON.stringify({ 'workbench.startupEditor': 'none', 'workbench.colorTheme': 'Default Dark Modern' }));
    run();
    assert.deepEqual(JSON.parse(fs.readFileSync(file, 'utf8')), {
      'workbench.startupEditor': 'readme',
      'workbench.colorTheme': 'Default Dark Modern',
    });
  });

  it('keeps a README the player wrote', () => {
    fs.writeFileSync(path.join(dir, 'README.md'), '# My notes\n');
    assert.equal(welcome(dir), '# My notes\n');
  });
});
