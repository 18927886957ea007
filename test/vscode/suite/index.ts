// The entry VS Code loads in the extension host for --extensionTestsPath (desktop, through
// @vscode/test-electron) or the "extensionTestsPath" payload (the browser build, code-server).
// VS Code calls run() and takes its promise as the result. Mocha comes from the project's
// node_modules; the test files are bundled next to this one as *.test.js. (The web worker
// extension host has its own entry: ../web/mocha.ts.)
import * as fs from 'fs';
import * as path from 'path';
import Mocha from 'mocha';
import { reportLines, runMocha } from './lines';

/** One line per test and the closing line the runners read: "N passed, N failed". */
class LineReporter extends Mocha.reporters.Base {
  constructor(runner: Mocha.Runner, options?: Mocha.MochaOptions) {
    super(runner, options);
    reportLines(runner, (counts) => {
      // where the runner cannot read the extension host's console (desktop), it reads this file
      const file = process.env.FT_TEST_RESULT_FILE;
      if (file) fs.writeFileSync(file, JSON.stringify(counts));
    });
  }
}

export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'tdd', color: false, timeout: 30000, reporter: LineReporter });
  const grep = process.env.FT_TEST_GREP;
  if (grep) mocha.grep(grep);
  for (const f of fs.readdirSync(__dirname).sort()) {
    if (f.endsWith('.test.js')) mocha.addFile(path.join(__dirname, f));
  }
  return runMocha(mocha);
}
