// What the web worker run's own tests use of the test API that activate() returns.
import type { Snapshot } from '../../../src/protocol';

export const EXT_ID = 'forty-thieves.forty-thieves';

export interface RecordLike {
  variant: string;
  deal: unknown;
  steps: readonly (readonly string[])[];
  redo: readonly (readonly string[])[];
}

export interface WebTestApi {
  snapshot(): Snapshot | undefined;
  savedGame(): unknown;
  record(): RecordLike | undefined;
  play(move: string): Promise<void>;
  deal(variant: string, dealNumber: number): Promise<void>;
  host(): { kind: string; nodeProcess: boolean };
}

/** The parts of a game that must survive a reload, as the suite before it reports them. */
export const keptOf = (record: RecordLike | undefined) => record && { variant: record.variant, deal: record.deal, steps: record.steps, redo: record.redo };

/** Polls until `probe` returns a truthy value (the host answers asynchronously). */
export async function waitFor<T>(what: string, probe: () => T | undefined | null | false, timeoutMs = 10000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
