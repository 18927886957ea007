// The scripts' and benchmarks' command-line options, read by node:util's parseArgs: `--name value`
// options with defaults, and `--flag`s. An unknown option or one without its value stops the
// script with the reason and the options it takes, before any work starts.

import { parseArgs } from 'node:util';

type Values<D> = { [K in keyof D]: D[K] extends string ? string : string | undefined };

/**
 * `defaults`: each option's value when it is not given (undefined: none); `flags`: the options
 * without a value, false unless given. A leading `--` (as `node script.ts -- --deals 1-9` passes
 * it on) is skipped.
 */
export function readOptions<D extends Record<string, string | undefined>, F extends string = never>(
  defaults: D,
  flags: readonly F[] = [],
  args: string[] = process.argv.slice(2),
): Values<D> & Record<F, boolean> {
  const options: Record<string, { type: 'string'; default?: string } | { type: 'boolean'; default: boolean }> = {};
  for (const [name, value] of Object.entries(defaults))
    options[name] = value === undefined ? { type: 'string' } : { type: 'string', default: value };
  for (const name of flags) options[name] = { type: 'boolean', default: false };
  try {
    return parseArgs({ args: args[0] === '--' ? args.slice(1) : args, options, strict: true, allowPositionals: false })
      .values as Values<D> & Record<F, boolean>;
  } catch (err) {
    const usage = [...Object.keys(defaults).map((n) => `--${n} <value>`), ...flags.map((n) => `--${n}`)].join(' ');
    console.error(`${(err as Error).message}\nOptions: ${usage}`);
    process.exit(2);
  }
}

/** "1-200,300,400-410" → the deal numbers. */
export function parseRange(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!match) throw new Error(`"${part}" is not a deal number or range like 1-200`);
    const a = Number(match[1]);
    const b = match[2] === undefined ? a : Number(match[2]);
    for (let n = a; n <= b; n++) out.push(n);
  }
  return out;
}
