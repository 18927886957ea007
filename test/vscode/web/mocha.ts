// The entry VS Code loads in the web worker extension host for the "extensionTestsPath" payload
// (test/vscode/lib/suite.mjs --web). No Node there: mocha's browser build, set up for the TDD
// interface before the bundle's test files load, which is why the bundle imports this first.
import 'mocha/mocha.js'; // defines the global `mocha`
import { reportLines, runMocha } from '../suite/lines';

/** Only tests whose title matches, as FT_TEST_GREP in Node (baked in when the bundle is built). */
declare const FT_TEST_GREP: string;

function LineReporter(runner: Mocha.Runner) {
  reportLines(runner);
}
mocha.setup({ ui: 'tdd', timeout: 30000, color: false, reporter: LineReporter as unknown as Mocha.ReporterConstructor });
if (FT_TEST_GREP) mocha.grep(FT_TEST_GREP);

export function run(): Promise<void> {
  return runMocha(mocha);
}
