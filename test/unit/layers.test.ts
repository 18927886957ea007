// The layers of docs/architecture.md are import rules in eslint.config.mjs (`npm run lint`): these
// tests make sure the rules catch what they are for, on sources written where each would live.
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.join(__dirname, '../..');

async function problems(file: string, source: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: root }).lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => /restricted/.test(m.ruleId ?? '')).map((m) => m.message);
}

describe('the layers (lint rules on folders)', function () {
  this.timeout(60_000);

  it('lets only the wiring, src/vscode/ and src/env/ import vscode', async () => {
    const source = "import * as vscode from 'vscode';\nexport const api = vscode;\n";
    for (const file of ['src/extension.ts', 'src/vscode/status-bar.ts', 'src/env/node/extension.ts', 'src/env/web/extension.ts']) {
      assert.deepEqual(await problems(file, source), [], file);
    }
    for (const file of [
      'src/game/controller.ts',
      'src/records/daily.ts',
      'src/solver/hints.ts',
      'src/engine/game.ts',
      'webview/board.ts',
    ]) {
      assert.match((await problems(file, source)).join(' '), /vscode/, file);
    }
  });

  it('keeps the engine pure: it imports only itself', async () => {
    assert.deepEqual(await problems('src/engine/moves.ts', "import { VARIANTS } from './variants';\nexport const v = VARIANTS;\n"), []);
    assert.match(
      (await problems('src/engine/game.ts', "import { Settings } from '../game/settings';\nexport type S = Settings;\n")).join(' '),
      /engine is pure/,
    );
    assert.match(
      (await problems('src/engine/search/rounds.ts', "import fs from 'node:fs';\nexport const f = fs;\n")).join(' '),
      /engine is pure/,
    );
  });

  it('lets the board import only itself, the engine, the protocol and Lit', async () => {
    const allowed =
      "import { html } from 'lit';\nimport { cardName } from '../src/engine/index';\nimport type { Snapshot } from '../src/protocol';\nexport const a = [html, cardName];\nexport type S = Snapshot;\n";
    assert.deepEqual(await problems('webview/board.ts', allowed), []);
    assert.match(
      (
        await problems('webview/board.ts', "import { GameController } from '../src/game/controller';\nexport const c = GameController;\n")
      ).join(' '),
      /board imports only/,
    );
    assert.match((await problems('webview/board.ts', "import fs from 'node:fs';\nexport const f = fs;\n")).join(' '), /board imports only/);
  });

  it('keeps host logic free of the VS Code adapters', async () => {
    const source = "import { BoardPanel } from '../vscode/board-panel';\nexport const p = BoardPanel;\n";
    assert.match((await problems('src/game/controller.ts', source)).join(' '), /Host logic stays plain/);
    assert.match((await problems('src/solver/solver-features.ts', source)).join(' '), /Host logic stays plain/);
    assert.match((await problems('src/review/game-review.ts', source)).join(' '), /Host logic stays plain/);
  });

  it('builds the review on the game and the solver, never the other way round', async () => {
    const uses =
      "import { GameController } from '../game/controller';\nimport { searchLine } from '../solver/losing-move';\nexport const a = [GameController, searchLine];\n";
    assert.deepEqual(await problems('src/review/game-review.ts', uses), []);
    const source = "import { GameReview } from '../review/game-review';\nexport const r = GameReview;\n";
    assert.match((await problems('src/solver/solver-features.ts', source)).join(' '), /review is built on the game and the solver/);
    assert.match((await problems('src/game/board-state.ts', source)).join(' '), /review is built on the game and the solver/);
  });

  it('keeps the record below the game: the record never imports the game, the deals or the solver', async () => {
    assert.deepEqual(
      await problems('src/game/controller.ts', "import { Statistics } from '../records/statistics';\nexport const s = Statistics;\n"),
      [],
    );
    const source = "import type { GameSession } from '../game/session';\nexport type S = GameSession;\n";
    assert.match((await problems('src/records/statistics.ts', source)).join(' '), /record is kept below the game/);
  });

  it('sorts the board by kind: model below table below panels below controllers and the board', async () => {
    const use = (from: string) => `import * as m from '${from}';\nexport const a = m;\n`;
    assert.deepEqual(await problems('webview/controllers/keyboard.ts', use('../panels/help')), []);
    assert.deepEqual(await problems('webview/panels/help.ts', use('../model/keys')), []);
    assert.deepEqual(await problems('webview/table/piles.ts', use('../model/moves')), []);
    assert.match((await problems('webview/model/moves.ts', use('../table/icons'))).join(' '), /model is pure/);
    assert.match((await problems('webview/table/piles.ts', use('../panels/help'))).join(' '), /table draws/);
    assert.match((await problems('webview/panels/help.ts', use('../controllers/keyboard'))).join(' '), /panels draw from the model/);
  });

  it('keeps research apart: research → benchmarks → scripts → product, never upward', async () => {
    const use = (from: string) => `import * as m from '${from}';\nexport const a = m;\n`;
    assert.deepEqual(await problems('research/study.ts', use('../bench/hint-positions')), []);
    assert.deepEqual(await problems('bench/solver.bench.ts', use('../scripts/args')), []);
    assert.match((await problems('src/extension.ts', use('../scripts/args'))).join(' '), /product imports no script/);
    assert.match((await problems('webview/board.ts', use('../bench/hint-positions'))).join(' '), /product imports no script/);
    assert.match((await problems('scripts/presolve.ts', use('../research/study'))).join(' '), /build, release and data scripts/);
    assert.match((await problems('bench/solver.bench.ts', use('../research/lost.bench'))).join(' '), /benchmarks import no research/);
  });
});
