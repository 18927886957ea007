// The saved game in workspace storage. Saved small (deal + steps, and a checked game a few
// steps before the end) and rebuilt by replaying the steps after that game, or all of them.
// Data this version cannot use is never thrown away: it is kept aside (see SetAsideList) and
// the player is told, then a fresh game starts.

import { Deal, GameRecord, VARIANT_IDS, VariantId, isDealNumber, isPlayerShaped, isRestartStep, openingGame } from '../engine/index';
import { quoteInput, reasonOf } from '../plain-text';
import { LineHash, SavedCheckpoint, checkpointStep, gameOfPosition, savedPosition } from './checkpoint';
import { GameSession, RestoreFrom } from './session';
import { LineVerdicts, SavedVerdicts } from './line-verdicts';
import type { KeyValueStore } from '../store/key-value-store';
import { SetAsideFiles, SetAsideList } from '../store/set-aside';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n } from '../l10n';

export const GAME_KEY = 'fortyThieves.game';
export const SET_ASIDE_KEY = 'fortyThieves.setAsideGames';
/**
 * 2 added the deal's opening moves and the solved mark, 3 the checkpoint; versions 1 and 2
 * still restore (by replaying every step).
 */
export const SAVE_VERSION = 3;

export interface SavedGame {
  version: 1 | 2 | 3;
  /** Names this game in the statistics, so a result is counted once whatever crashes. */
  id: string;
  variant: VariantId;
  deal: Deal;
  /** The automatic moves played right after the deal (absent when none). */
  opening?: string[];
  steps: string[][];
  redo: string[][];
  /**
   * Solve's demonstrations: the index of each in the line of play (steps, then redo in the order
   * played; absent when none). Added within format 3, beside `solved` for the versions before it.
   */
  solvedAt?: number[];
  /** What versions before solvedAt read: the line's last step that is not a restart is Solve's (absent when not). */
  solved?: true;
  elapsedMs: number;
  counted: boolean;
  resultCounted: boolean;
  /** The game a few steps before the end, checked: start-up replays only the steps after it (absent before the first move). */
  checkpoint?: SavedCheckpoint;
  /**
   * Which positions of the line of play (steps, then redo) are known to win or known lost
   * (LineVerdicts; absent when none is known). Added within format 3: older versions ignore it.
   */
  verdicts?: SavedVerdicts;
  /** The window session that saved it, and how many saves of this folder's game came before (GameStorage). */
  writer?: string;
  revision?: number;
}

export function toSaved(session: GameSession, id: string, now: number): SavedGame {
  const { variant, deal, opening, steps, redo, solvedAt } = session.record;
  return {
    version: SAVE_VERSION,
    id,
    variant,
    deal,
    ...(opening ? { opening: [...opening] } : {}),
    // Steps are never changed once made (a record changes by new lists), so they are not copied.
    steps: steps as string[][],
    redo: redo as string[][],
    ...(solvedAt ? { solvedAt: [...solvedAt], ...(solvedAt.includes(lastMoveOfLine(session.line)) ? { solved: true as const } : {}) } : {}),
    elapsedMs: Math.round(session.elapsedMs(now)),
    counted: session.counted,
    resultCounted: session.resultCounted,
    ...checkpointOf(session),
    ...(session.verdicts.saved ? { verdicts: session.verdicts.saved } : {}),
  };
}

/** The facts a checkpoint's check value vouches for, beside the line of play. */
const checkedFacts = (stepCount: number, step: number, position: unknown) => [SAVE_VERSION, stepCount, step, position];

function checkpointOf(session: GameSession): { checkpoint?: SavedCheckpoint } {
  const { steps, redo } = session.record;
  if (steps.length + redo.length === 0) return {}; // nothing to replay
  const stepCount = steps.length;
  const step = checkpointStep(stepCount);
  const position = savedPosition(session.gameAfter(step));
  return { checkpoint: { step, ...position, check: session.lineHash.check(checkedFacts(stepCount, step, position)) } };
}

/** The saved checkpoint as a game to start from, when it is whole and its check matches this record; otherwise undefined. */
function trustedCheckpoint(data: unknown, record: GameRecord, lineHash: LineHash): RestoreFrom['checkpoint'] {
  if (typeof data !== 'object' || data === null) return undefined;
  const { step, check } = data as Record<string, unknown>;
  if (step !== checkpointStep(record.steps.length) || typeof check !== 'string') return undefined;
  const game = gameOfPosition(data, openingGame(record));
  if (!game || check !== lineHash.check(checkedFacts(record.steps.length, step, savedPosition(game)))) return undefined;
  return { step, game };
}

export const newGameId = (): string => globalThis.crypto.randomUUID(); // Web Crypto: both extension hosts have it

export type LoadResult = { kind: 'none' } | { kind: 'restored'; session: GameSession; id: string } | { kind: 'unusable'; reason: string };

const isStepList = (value: unknown): value is string[][] =>
  Array.isArray(value) && value.every((step) => Array.isArray(step) && step.length > 0 && step.every((m) => typeof m === 'string'));

function checkDeal(deal: unknown): Deal | undefined {
  if (typeof deal !== 'object' || deal === null) return undefined;
  const d = deal as Record<string, unknown>;
  if (isDealNumber(d.number)) return { number: d.number };
  if (Array.isArray(d.deck) && d.deck.every((c) => typeof c === 'string')) return { deck: d.deck as string[] };
  return undefined;
}

/** Format 1 had no solved mark: a history that ends with a step no player's action makes ended with Solve. */
function endsWithSolverLine(steps: string[][], redo: string[][]): boolean {
  const last = redo.length ? redo[0] : steps[steps.length - 1];
  return last !== undefined && !isPlayerShaped(last);
}

/** The index of the line's last step that is not a restart (-1 when none): what a mark without index (`solved`) belonged to. */
function lastMoveOfLine(line: GameRecord['steps']): number {
  let i = line.length - 1;
  while (i >= 0 && isRestartStep(line[i])) i--;
  return i;
}

/**
 * Where Solve's demonstrations are in the line of play: the saved indices (checked: increasing,
 * each a step of the line that is not a restart), else the old mark's step; null when damaged.
 */
function solvedAtOf(saved: Record<string, unknown>, steps: string[][], redo: string[][]): number[] | null {
  const line = steps.concat([...redo].reverse());
  if (saved.solvedAt !== undefined) {
    const at = saved.solvedAt;
    const fits = (i: unknown, k: number): boolean =>
      Number.isInteger(i) &&
      (i as number) >= 0 &&
      (i as number) < line.length &&
      !isRestartStep(line[i as number]) &&
      (k === 0 || (i as number) > (at as number[])[k - 1]);
    return Array.isArray(at) && at.every(fits) ? (at as number[]) : null;
  }
  const marked = saved.solved === true || (saved.version === 1 && endsWithSolverLine(steps, redo));
  const last = lastMoveOfLine(line);
  return marked && last >= 0 ? [last] : [];
}

/** Reads and replays a saved game; says why when it cannot. */
export function parseSaved(data: unknown, l10n: L10n = ENGLISH): LoadResult {
  if (data === undefined || data === null) return { kind: 'none' };
  const unusable = (reason: string): LoadResult => ({ kind: 'unusable', reason });
  if (typeof data !== 'object') return unusable(l10n.t('the saved game is not a game record'));
  const saved = data as Record<string, unknown>;
  if (typeof saved.version !== 'number') return unusable(l10n.t('the saved game has no version'));
  if (saved.version > SAVE_VERSION) {
    return unusable(l10n.t('the saved game comes from a newer version of the extension (format {0})', saved.version));
  }
  if (![1, 2, SAVE_VERSION].includes(saved.version))
    return unusable(l10n.t('the saved game has an unknown format ({0})', quoteInput(saved.version)));
  if (!VARIANT_IDS.includes(saved.variant as VariantId))
    return unusable(l10n.t('the saved game is of an unknown game {0}', quoteInput(saved.variant)));
  const deal = checkDeal(saved.deal);
  if (!deal) return unusable(l10n.t('the saved game has no valid deal'));
  if (!isStepList(saved.steps) || !isStepList(saved.redo)) return unusable(l10n.t('the saved move list is damaged'));
  if (saved.opening !== undefined && !isStepList([saved.opening])) return unusable(l10n.t('the saved moves after the deal are damaged'));
  const solvedAt = solvedAtOf(saved, saved.steps, saved.redo);
  if (!solvedAt) return unusable(l10n.t("the saved marks of Solve's demonstrations are damaged"));
  const record: GameRecord = {
    variant: saved.variant as VariantId,
    deal,
    steps: saved.steps,
    redo: saved.redo,
    ...(saved.opening ? { opening: saved.opening as string[] } : {}),
    ...(solvedAt.length ? { solvedAt } : {}),
  };
  const elapsed = typeof saved.elapsedMs === 'number' && Number.isFinite(saved.elapsedMs) && saved.elapsedMs >= 0 ? saved.elapsedMs : 0;
  // Games saved before ids existed get one now.
  const id = typeof saved.id === 'string' && saved.id.length > 0 && saved.id.length <= 100 ? saved.id : newGameId();
  const verdicts = LineVerdicts.parse(saved.verdicts, record.steps.length + record.redo.length);
  const restore = (from: RestoreFrom) =>
    GameSession.restore(record, elapsed, saved.counted === true, saved.resultCounted === true, { ...from, verdicts });
  const lineHash = new LineHash(record);
  try {
    // The check vouches for every step, what can be redone included: only the last few replay.
    const checkpoint = saved.version === SAVE_VERSION ? trustedCheckpoint(saved.checkpoint, record, lineHash) : undefined;
    if (checkpoint) return { kind: 'restored', id, session: restore({ checkpoint, lineHash }) };
  } catch {
    // replayed in full below
  }
  try {
    const session = restore({ lineHash });
    session.checkRedo(); // so that a later redo cannot fail
    return { kind: 'restored', id, session };
  } catch (error) {
    return unusable(l10n.t('the saved game does not replay: {0}', reasonOf(error))); // cut: a saved move may be any length
  }
}

/** Who saved the game in storage last, and as which save. */
interface Stamp {
  writer: unknown;
  revision: number;
}
const stampOf = (raw: unknown): Stamp => {
  const saved = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const revision = Number.isSafeInteger(saved.revision) && (saved.revision as number) >= 0 ? (saved.revision as number) : 0;
  return { writer: saved.writer, revision };
};

/**
 * The game in workspace storage. A saved game that cannot be restored is kept aside (never
 * overwritten) before the first save over it. Two windows on one folder share this storage: each
 * save names its window and counts up, so a window that finds another's save over its own keeps
 * that game aside before saving its own (and the player is told once), never overwriting it silently.
 */
export class GameStorage {
  readonly setAside: SetAsideList;
  /** Why the saved game must be kept aside before anything is saved over it. */
  private asidePending: string | undefined;
  /** This window session. */
  private readonly writer = newGameId();
  /** The save this window last loaded or wrote. */
  private seen: Stamp | undefined;
  private overwriteTold = false;

  constructor(
    private readonly store: KeyValueStore,
    files?: SetAsideFiles,
    private readonly tell: (text: string) => void = () => {},
    private readonly l10n: L10n = ENGLISH,
  ) {
    this.setAside = new SetAsideList(store, SET_ASIDE_KEY, 'game', files);
  }

  load(): LoadResult {
    const raw = this.store.get<unknown>(GAME_KEY);
    this.seen = stampOf(raw);
    const loaded = parseSaved(raw, this.l10n);
    if (loaded.kind === 'unusable') this.asidePending = loaded.reason;
    return loaded;
  }

  async save(session: GameSession, id: string, now: number): Promise<void> {
    const raw = this.store.get<unknown>(GAME_KEY);
    const stamp = stampOf(raw);
    if (this.asidePending !== undefined) {
      await this.setAside.add(this.asidePending, raw, new Date(now));
      this.asidePending = undefined;
    } else if (
      raw !== undefined &&
      this.seen &&
      stamp.writer !== this.writer &&
      (stamp.writer !== this.seen.writer || stamp.revision !== this.seen.revision)
    ) {
      const { l10n } = this;
      await this.setAside.add(
        l10n.t('another window on this folder saved this game after this window last saved its own'),
        raw,
        new Date(now),
      );
      if (!this.overwriteTold) {
        this.overwriteTold = true;
        this.tell(
          l10n.t(
            'Forty Thieves: another window on this folder saved its game here. Its game has been kept aside (see Forty Thieves: Show Set-Aside Games…) and this window saves its own.',
          ),
        );
      }
    }
    const revision = Math.min(stamp.revision + 1, Number.MAX_SAFE_INTEGER);
    await this.store.update(GAME_KEY, { ...toSaved(session, id, now), writer: this.writer, revision });
    this.seen = { writer: this.writer, revision };
  }
}
