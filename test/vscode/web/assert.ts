// Node's `assert`, as much of it as the extension suite uses, for the web worker extension host
// where there is no Node: the suite's web bundle maps `assert` here (test/vscode/lib/suite.mjs).

export class AssertionError extends Error {
  override name = 'AssertionError';
}

const show = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value)));

function fail(message: string | undefined, detail: string): never {
  throw new AssertionError(message ? `${message} (${detail})` : detail);
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (k) => Object.prototype.hasOwnProperty.call(b, k) && deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

export function ok(value: unknown, message?: string): asserts value {
  if (!value) fail(message, `expected a truthy value, got ${show(value)}`);
}

export function strictEqual(actual: unknown, expected: unknown, message?: string): void {
  if (!Object.is(actual, expected)) fail(message, `${show(actual)} !== ${show(expected)}`);
}

export function notStrictEqual(actual: unknown, expected: unknown, message?: string): void {
  if (Object.is(actual, expected)) fail(message, `both are ${show(actual)}`);
}

export function deepStrictEqual(actual: unknown, expected: unknown, message?: string): void {
  if (!deepEqual(actual, expected)) fail(message, `${show(actual)} is not ${show(expected)}`);
}

export function match(actual: string, pattern: RegExp, message?: string): void {
  if (!pattern.test(actual)) fail(message, `${show(actual)} does not match ${pattern}`);
}

export async function rejects(promise: Promise<unknown>, pattern: RegExp, message?: string): Promise<void> {
  let error: unknown;
  try {
    await promise;
  } catch (err) {
    error = err;
  }
  if (error === undefined) fail(message, 'expected a rejection, got none');
  const text = error instanceof Error ? error.message : String(error);
  if (!pattern.test(text)) fail(message, `${show(text)} does not match ${pattern}`);
}
