// The moves of the games finished lately, kept on this machine only, so that the history's rows
// can offer Review. The record Settings Sync carries holds each game's result, never its moves:
// these are kept under a key of global storage that is never registered for sync. A game is kept
// when it ends: won, played out by Solve, or abandoned for a new one (the loss New Game counts).
// At most FINISHED_KEPT games, the newest, and none of more than MAX_KEPT_MOVES moves. What is
// read back is checked like a saved game (parseSaved): a damaged entry is left out, never thrown on.

import type { GameResult, PlayRecord } from '../protocol';
import type { KeyValueStore } from '../store/key-value-store';
import type { GameController } from './controller';
import { SavedGame, parseSaved, toSaved } from './saved-game';
import type { GameSession } from './session';
import { ENGLISH, type L10n } from '../l10n';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';

/** In globalState (this machine's games, whichever folder they were played in); never synced. */
export const FINISHED_GAMES_KEY = 'fortyThieves.finishedGames';
/** How many finished games keep their moves. */
export const FINISHED_KEPT = 20;
/** A game of more moves (steps, redo and the deal's opening together) is not kept. */
export const MAX_KEPT_MOVES = 5000;
const MAX_ID_LENGTH = 100;
const RESULTS: readonly GameResult[] = ['won', 'solved', 'lost'];

/** One finished game as kept: its id in the history, how it ended, when, and the game as a saved game (no checkpoint). */
export interface KeptGame {
  id: string;
  result: GameResult;
  at: number;
  game: SavedGame;
}

/** A finished game replayed for its review. */
export interface FinishedGame {
  id: string;
  session: GameSession;
  result: GameResult;
  /** Keeps what the review learned of its positions with it (for the next review). */
  learned(): void;
}

/** How many moves a list of steps holds; Infinity when it is not one. */
function movesIn(steps: unknown): number {
  if (!Array.isArray(steps)) return Infinity;
  return steps.reduce((n: number, step: unknown) => n + (Array.isArray(step) ? step.length : Infinity), 0);
}

const movesOf = (game: Record<string, unknown>): number =>
  movesIn(game.steps) + movesIn(game.redo) + (game.opening === undefined ? 0 : movesIn([game.opening]));

/** One entry read back, checked as far as it can be without replaying it; undefined when damaged. */
function readEntry(raw: unknown): KeptGame | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { id, result, at, game } = raw as Record<string, unknown>;
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) return undefined;
  if (!RESULTS.includes(result as GameResult) || typeof at !== 'number' || !Number.isFinite(at) || at < 0) return undefined;
  if (typeof game !== 'object' || game === null || (game as Record<string, unknown>).id !== id) return undefined;
  if (movesOf(game as Record<string, unknown>) > MAX_KEPT_MOVES) return undefined;
  return { id, result: result as GameResult, at, game: game as SavedGame };
}

/** The kept games as stored (oldest first): never throws, reads the newest FINISHED_KEPT at most, leaves out a damaged one. */
export function readKept(raw: unknown): KeptGame[] {
  if (!Array.isArray(raw)) return [];
  const kept = new Map<string, KeptGame>();
  for (const entry of raw.slice(-FINISHED_KEPT)) {
    const read = readEntry(entry);
    if (!read) continue;
    kept.delete(read.id); // a game kept twice: the later one
    kept.set(read.id, read);
  }
  return [...kept.values()];
}

export class FinishedGames {
  /** The game seen at the last change, and its id: a new id means it was left (abandoned, if not over). */
  private seen: { session: GameSession; id: string };
  private readonly subscription: { dispose(): void };
  /** Every write in turn (each reads what is stored first). The tests wait for it. */
  written: Promise<void> = Promise.resolve();
  private cache: { raw: unknown; kept: KeptGame[] } | undefined;
  /** The ids this window has kept (or is keeping): each once. */
  private readonly keptHere = new Set<string>();

  /** Made once the controller has its game (after init). */
  constructor(
    private readonly controller: GameController,
    private readonly store: KeyValueStore,
    private readonly now: () => number,
    private readonly l10n: L10n = ENGLISH,
  ) {
    this.seen = { session: controller.current, id: controller.currentId };
    this.subscription = controller.onDidChange(() => this.gameChanged());
  }

  /** A game left for another before its result counted is abandoned (lost); a game won or solved is kept as it ends. */
  private gameChanged(): void {
    const { current: session, currentId: id } = this.controller;
    const last = this.seen;
    this.seen = { session, id };
    if (last.id !== id && last.session.counted && !last.session.resultCounted) void this.keep(last.session, last.id, 'lost', this.now());
    if (session.resultCounted && !this.keptHere.has(id) && !this.has(id)) {
      void this.keep(session, id, session.status === 'solved' ? 'solved' : 'won', this.now());
    }
  }

  /** The games kept, oldest first (read again only when storage holds another value). */
  kept(): KeptGame[] {
    const raw = this.store.get<unknown>(FINISHED_GAMES_KEY);
    const cache = this.cache;
    if (cache && cache.raw === raw && raw !== undefined) return cache.kept;
    const kept = readKept(raw);
    this.cache = { raw, kept };
    return kept;
  }

  has(id: string): boolean {
    return this.kept().some((k) => k.id === id);
  }

  /** Keeps the game's moves (replacing any kept under its id), the newest FINISHED_KEPT only; a failed write only means no Review. */
  keep(session: GameSession, id: string, result: GameResult, at: number): Promise<void> {
    const { checkpoint: _checkpoint, ...game } = toSaved(session, id, at);
    if (movesOf(game as unknown as Record<string, unknown>) > MAX_KEPT_MOVES) return this.written;
    const entry: KeptGame = { id, result, at, game };
    this.keptHere.add(id);
    return this.write((kept) => [...kept.filter((k) => k.id !== id), entry].slice(-FINISHED_KEPT));
  }

  private write(change: (kept: KeptGame[]) => KeptGame[] | undefined): Promise<void> {
    this.written = this.written.then(async () => {
      const next = change(readKept(this.store.get<unknown>(FINISHED_GAMES_KEY)));
      if (next) await this.store.update(FINISHED_GAMES_KEY, next);
    });
    this.written = this.written.catch(() => undefined); // storage failed: this game offers no Review, the game goes on
    return this.written;
  }

  /** The game kept last, if any (Review Game on a deal not played yet reviews it). */
  latest(): string | undefined {
    return this.kept().at(-1)?.id;
  }

  /** The finished game with this id, replayed from its kept moves; throws saying why when it cannot be (a damaged one is dropped). */
  game(id: string): FinishedGame {
    const { l10n } = this;
    const kept = this.kept().find((k) => k.id === id);
    if (!kept) {
      throw new Error(
        l10n.t('The moves of this game are not kept on this machine: the last {0} games finished here can be reviewed', FINISHED_KEPT),
      );
    }
    const loaded = parseSaved(kept.game);
    if (loaded.kind !== 'restored') {
      void this.write((all) => all.filter((k) => k.id !== id));
      throw new Error(
        l10n.t('The moves of this game could not be read back ({0})', loaded.kind === 'unusable' ? loaded.reason : l10n.t('none')),
      );
    }
    const session = loaded.session;
    const learned = () => {
      const verdicts = session.verdicts.saved;
      if (JSON.stringify(verdicts) === JSON.stringify(kept.game.verdicts)) return; // nothing new: no write
      void this.write((all) => all.map((k) => (k.id === id ? { ...k, game: { ...k.game, ...(verdicts ? { verdicts } : {}) } } : k)));
    };
    return { id, session, result: kept.result, learned };
  }

  /** The play record with each history row whose moves are kept marked for Review (the board's snapshot only). */
  marked(record: PlayRecord): PlayRecord {
    const ids = new Set(this.kept().map((k) => k.id));
    return { ...record, history: record.history.map((e) => (ids.has(e.id) ? { ...e, review: true } : e)) };
  }

  dispose(): void {
    this.subscription.dispose();
  }
}
