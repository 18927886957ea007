// The product's import graph (src/ and webview/), read from the sources: every file is reached
// from an entry point that the build bundles (a file nothing imports is dead code), and no import
// circle joins two files (type-only imports count too: a circle is a circle for the reader); no
// folder holds more than 15 source files directly, so that each says what kind of thing it holds.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../..');
/** What scripts/build.mjs bundles (the web worker's script through `?worker`). */
const ENTRIES = [
  'src/env/node/extension.ts',
  'src/env/web/extension.ts',
  'src/env/node/solver-worker.ts',
  'src/env/web/solver-worker.ts',
  'src/engine/index.ts',
  'webview/main.ts',
];
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+?)(?:\?worker)?['"]/g;

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return [base, `${base}.ts`, `${base}/index.ts`].find(
    (file) => fs.existsSync(path.join(root, file)) && fs.statSync(path.join(root, file)).isFile(),
  );
}

function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(SPECIFIER)].map((m) => resolve(file, m[1])).filter((f): f is string => f !== undefined && f.endsWith('.ts'));
}

const files = [...sources('src'), ...sources('webview')];
const graph = new Map(files.map((file) => [file, importsOf(file)]));

describe('the import graph of src/ and webview/', () => {
  it('reads real imports (the board imports its panels, the wiring the controller)', () => {
    assert.ok(graph.get('webview/board.ts')?.includes('webview/panels/help.ts'));
    assert.ok(graph.get('src/extension.ts')?.includes('src/game/controller.ts'));
  });

  it('reaches every product file from an entry point that the build bundles', () => {
    const reached = new Set<string>();
    const walk = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const next of graph.get(file) ?? []) walk(next);
    };
    ENTRIES.forEach(walk);
    assert.deepEqual(
      files.filter((file) => !reached.has(file)),
      [],
      'imported by nothing: delete it or import it',
    );
  });

  it('keeps at most 15 source files directly in any folder', () => {
    const perFolder = new Map<string, number>();
    for (const file of files) perFolder.set(path.posix.dirname(file), (perFolder.get(path.posix.dirname(file)) ?? 0) + 1);
    assert.deepEqual(
      [...perFolder].filter(([, count]) => count > 15).map(([folder, count]) => `${folder}: ${count}`),
      [],
    );
  });

  it('has no import circle', () => {
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
      state.set(file, 'done');
    };
    files.forEach((file) => visit(file, []));
    assert.deepEqual(circles, []);
  });
});
