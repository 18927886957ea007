// The layers, checked on every `npm run check-types`: the engine imports only itself; the board
// imports itself, the engine, the protocol and Lit; only the host adapters import `vscode`.
// (tsconfig.engine.json and webview/tsconfig.json keep DOM, Node and `vscode` types out too, but
// an import of 'vscode' would still resolve through @types/vscode: this catches it.)

import fs from 'node:fs';
import path from 'node:path';

/**
 * The only files that may import `vscode`. A new adapter (a file that talks to VS Code's API)
 * goes here; everything else in src/ stays plain TypeScript, tested in Node.
 */
export const VSCODE_ADAPTERS = [
  'src/extension.ts',
  'src/extension.node.ts',
  'src/extension.web.ts',
  'src/host/panel.ts',
  'src/host/statusBar.ts',
  'src/host/pickers.ts',
  'src/host/gameCommands.ts',
];

const SPECIFIER = /\b(?:import|export)\s[^;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The modules a TypeScript source imports (static, dynamic, require, re-export). */
export function importsOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** Where `file` (relative to the root) may import `spec` from, or why not (null: allowed). */
export function layerError(file: string, spec: string): string | null {
  const relative = spec.startsWith('.');
  const target = relative ? path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)) : spec;
  const inside = (dir: string) => target === dir || target.startsWith(`${dir}/`);
  if (file.startsWith('src/engine/')) {
    if (!relative || !inside('src/engine')) return `the engine imports only itself, not '${spec}'`;
  } else if (file.startsWith('webview/')) {
    const allowed = relative ? inside('webview') || inside('src/engine') || target.replace(/\.ts$/, '') === 'src/protocol' : spec === 'lit' || spec.startsWith('lit/');
    if (!allowed) return `the board imports only itself, the engine, src/protocol.ts and Lit, not '${spec}'`;
  }
  if (spec === 'vscode' && !VSCODE_ADAPTERS.includes(file)) {
    return `only the host adapters import 'vscode' (scripts/check-layers.ts, VSCODE_ADAPTERS)`;
  }
  return null;
}

function sources(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')));
}

/** Every import in src/ and webview/ that crosses a layer, as "file: reason". */
export function layerViolations(root: string): string[] {
  const problems: string[] = [];
  for (const file of [...sources(root, 'src'), ...sources(root, 'webview')]) {
    for (const spec of importsOf(fs.readFileSync(path.join(root, file), 'utf8'))) {
      const error = layerError(file, spec);
      if (error) problems.push(`${file}: ${error}`);
    }
  }
  return problems;
}

if (require.main === module) {
  const problems = layerViolations(path.join(__dirname, '..'));
  for (const p of problems) console.error(p);
  process.exit(problems.length ? 1 : 0);
}
