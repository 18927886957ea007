// The test API activate() returns, and waiting for a state: shared by the suites of the Node
// extension host (suite/) and of the web worker extension host (web/). No vscode import, so
// the web worker bundle takes it too.
import type { PlayRecord, Snapshot } from '../../src/protocol';

export const EXT_ID = 'forty-thieves.forty-thieves';

/** The shape of a saved game record, as the test API reports it. */
export interface GameRecordLike {
  variant: string;
  deal: unknown;
  steps: readonly (readonly string[])[];
  redo: readonly (readonly string[])[];
}

/** What activate() returns for tests. */
export interface TestApi {
  snapshot(): Snapshot | undefined;
  savedGame(): unknown;
  record(): GameRecordLike | undefined;
  play(move: string): Promise<void>;
  deal(variant: string, dealNumber: number): Promise<void>;
  hint(): Promise<{ outcome: string; move: string | null; text: string }>;
  todaysDealNumber(variant: string): number;
  errorsShown(): string[];
  playRecord(): PlayRecord;
  /** Handles a message as if the open board had sent it (checked, then done; a refusal goes to the board as an error). */
  boardSends(message: unknown): Promise<void>;
  statusTooltip(): string;
  /** The display language the extension speaks, and two of its messages in it. */
  language(): { language: string; name: string; click: string };
  /** What Copy Position copies now, and what it would copy after a fresh activation. */
  copyText(): string;
  restoredText(): string | null;
  /** Every information message the extension showed through its UI, oldest first. */
  messages(): string[];
  /** Every warning the extension showed, oldest first. */
  warnings(): string[];
  /** Every question asked in a modal dialog, oldest first. */
  questions(): string[];
  /** Test mode only: the next `count` writes of the workspace storage fail. */
  failSaves?(count: number): void;
  /** Which extension host runs it: 'node' or 'web worker'. */
  host(): { kind: string; nodeProcess: boolean };
}

/** Polls until `probe` returns a truthy value; fails with `what` and the last value seen. */
export async function waitFor<T>(what: string | (() => string), probe: () => T | undefined | null | false, timeoutMs = 10000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = probe();
      if (value) return value;
      last = value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) {
      const seen = last instanceof Error ? last.message : JSON.stringify(last);
      const label = typeof what === 'function' ? what() : what;
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${label} (last: ${seen?.slice(0, 300)})`);
    }
    await new Promise((r) => setTimeout(r, 50)); // the next poll
  }
}

/** The parts of a game that must survive a reload, as the suite before it reports them. */
export const keptOf = (record: GameRecordLike | undefined) =>
  record && { variant: record.variant, deal: record.deal, steps: record.steps, redo: record.redo };
