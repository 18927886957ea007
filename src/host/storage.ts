// The saved game in workspace storage. Saved small (deal + steps) and rebuilt by replay.
// Data this version cannot use is never thrown away: it is kept aside under another key and
// the player is told, then a fresh game starts.

import { Deal, GameRecord, VARIANT_IDS, VariantId, isDealNumber } from '../engine/index';
import { GameSession } from './session';

/** The subset of vscode.Memento we use, so this module runs in plain Node tests. */
export interface KeyValueStore {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): Thenable<void>;
}

export const GAME_KEY = 'fortyThieves.game';
export const SET_ASIDE_KEY = 'fortyThieves.setAsideGames';
/** 2 added the deal's opening moves and the solved mark; version 1 (neither) still restores. */
export const SAVE_VERSION = 2;
const MAX_SET_ASIDE = 20;

export interface SavedGame {
  version: 1 | 2;
  variant: VariantId;
  deal: Deal;
  /** The automatic moves played right after the deal (absent when none). */
  opening?: string[];
  steps: string[][];
  redo: string[][];
  /** The history ends with Solve's demonstration (absent when not). */
  solved?: true;
  elapsedMs: number;
  counted: boolean;
  resultCounted: boolean;
}

export interface SetAsideGame {
  reason: string;
  savedAt: string;
  data: unknown;
}

export function toSaved(session: GameSession, now: number): SavedGame {
  const { variant, deal, opening, steps, redo, solved } = session.record;
  return {
    version: SAVE_VERSION,
    variant,
    deal,
    ...(opening ? { opening: [...opening] } : {}),
    steps: steps.map((s) => [...s]),
    redo: redo.map((s) => [...s]),
    ...(solved ? { solved } : {}),
    elapsedMs: Math.round(session.elapsedMs(now)),
    counted: session.counted,
    resultCounted: session.resultCounted,
  };
}

export type LoadResult =
  | { kind: 'none' }
  | { kind: 'restored'; session: GameSession }
  | { kind: 'unusable'; reason: string };

const isStepList = (value: unknown): value is string[][] =>
  Array.isArray(value) && value.every((step) => Array.isArray(step) && step.length > 0 && step.every((m) => typeof m === 'string'));

function checkDeal(deal: unknown): Deal | undefined {
  if (typeof deal !== 'object' || deal === null) return undefined;
  const d = deal as Record<string, unknown>;
  if (isDealNumber(d.number)) return { number: d.number };
  if (Array.isArray(d.deck) && d.deck.every((c) => typeof c === 'string')) return { deck: d.deck as string[] };
  return undefined;
}

/** Reads and replays a saved game; says why when it cannot. */
export function parseSaved(data: unknown): LoadResult {
  if (data === undefined || data === null) return { kind: 'none' };
  if (typeof data !== 'object') return { kind: 'unusable', reason: 'the saved game is not a game record' };
  const saved = data as Record<string, unknown>;
  if (typeof saved.version !== 'number') return { kind: 'unusable', reason: 'the saved game has no version' };
  if (saved.version > SAVE_VERSION) {
    return { kind: 'unusable', reason: `the saved game comes from a newer version of the extension (format ${saved.version})` };
  }
  if (saved.version !== SAVE_VERSION && saved.version !== 1) return { kind: 'unusable', reason: `the saved game has an unknown format (${saved.version})` };
  if (!VARIANT_IDS.includes(saved.variant as VariantId)) return { kind: 'unusable', reason: `the saved game is of an unknown game ${JSON.stringify(saved.variant)}` };
  const deal = checkDeal(saved.deal);
  if (!deal) return { kind: 'unusable', reason: 'the saved game has no valid deal' };
  if (!isStepList(saved.steps) || !isStepList(saved.redo)) return { kind: 'unusable', reason: 'the saved move list is damaged' };
  if (saved.opening !== undefined && !isStepList([saved.opening])) return { kind: 'unusable', reason: 'the saved moves after the deal are damaged' };
  const record: GameRecord = {
    variant: saved.variant as VariantId,
    deal,
    steps: saved.steps,
    redo: saved.redo,
    ...(saved.opening ? { opening: saved.opening as string[] } : {}),
    ...(saved.solved === true ? { solved: true } : {}),
  };
  const elapsed = typeof saved.elapsedMs === 'number' && Number.isFinite(saved.elapsedMs) && saved.elapsedMs >= 0 ? saved.elapsedMs : 0;
  try {
    // Replay also checks the redo steps, so a later redo cannot fail.
    GameSession.restore({ ...record, steps: [...record.steps, ...[...record.redo].reverse()], redo: [] }, 0, false, false);
    return { kind: 'restored', session: GameSession.restore(record, elapsed, saved.counted === true, saved.resultCounted === true) };
  } catch (error) {
    return { kind: 'unusable', reason: `the saved game does not replay: ${(error as Error).message}` };
  }
}

export class GameStorage {
  constructor(private readonly store: KeyValueStore) {}

  load(): LoadResult {
    return parseSaved(this.store.get<unknown>(GAME_KEY));
  }

  async save(session: GameSession, now: number): Promise<void> {
    await this.store.update(GAME_KEY, toSaved(session, now));
  }

  /** Moves what is saved now to the set-aside list, so a fresh save cannot overwrite it. */
  async setAside(reason: string, now: Date): Promise<void> {
    const data = this.store.get<unknown>(GAME_KEY);
    const kept = this.setAsideGames();
    kept.push({ reason, savedAt: now.toISOString(), data });
    await this.store.update(SET_ASIDE_KEY, kept.slice(-MAX_SET_ASIDE));
  }

  setAsideGames(): SetAsideGame[] {
    const kept = this.store.get<unknown>(SET_ASIDE_KEY);
    return Array.isArray(kept) ? [...kept] : [];
  }
}
