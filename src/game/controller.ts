// The game as the player sees it: one session, its saving, the statistics and the settings, behind the
// actions that commands and the board both use. No vscode import (GameUi reaches the editor): unit-tested in Node.

import { Deal, GameRecord, VARIANT_IDS, VariantId } from '../engine/index';
import type { HintShown, Notice } from '../protocol';
import { quoteInput, reasonOf, MAX_QUOTED } from '../plain-text';
import type { Difficulty } from '../engine/difficulty';
import { GameSession, LastAction, SessionMark } from './session';
import { ClockSaver, Timer } from './clock-saver';
import { GameSnapshot, gameSnapshot } from './game-snapshot';
import { Settings } from './settings';
import { Statistics } from '../records/statistics';
import { GameStorage, newGameId } from './saved-game';
import { ChangeListeners } from './listeners';
import type { Verdict } from './line-verdicts';
import { SetAsideFiles, SetAsideList } from '../store/set-aside';
import { KeyValueStore, KeyedStore } from '../store/key-value-store';
import { ENGLISH, L10n } from '../l10n';
import { SavedAction, gameWords } from './game-words';

export interface GameUi {
  /** A modal question; resolves true when the player chose `action`. */
  confirm(message: string, action: string): Promise<boolean>;
  /** A warning that waits for nothing (trouble with saving, data kept aside). */
  warn(message: string): void;
}

export interface ControllerDeps {
  workspaceState: KeyValueStore;
  globalState: KeyedStore;
  settings: () => Settings;
  ui: GameUi;
  now: () => number;
  randomDealNumber: () => number;
  /** Picks the deal for a new game (winnable deals only); undefined means a random deal. */
  chooseDeal?: (variant: VariantId, difficulty?: Difficulty) => Promise<Deal | undefined>;
  /** Where data kept aside goes when the lists in storage grow too big. */
  setAsideFiles?: SetAsideFiles;
  timer?: Timer;
  newGameId?: () => string;
  /** The player's language (English when not given). */
  l10n?: L10n;
}

type Saved = (now: number) => Promise<void>;
/** What a failed save rolls back to: the game as it was before the action. */
type Mark = { session: SessionMark; id: string };

export class GameController {
  private session!: GameSession;
  /** Names the game in the statistics; saved with it. */
  private gameId!: string;
  private readonly storage: GameStorage;
  readonly statistics: Statistics;
  private notice: Notice | null = null;
  /** The hint shown for the current position (cleared by the next change of position). */
  private hint: HintShown | null = null;
  private statisticsOpen = false;
  private readonly words: ReturnType<typeof gameWords>;
  private readonly listeners: ChangeListeners;
  /** Every change of the game and every save runs in turn, so a rollback undoes only its own action. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Background saving failed and the player was told; not again until a save works. */
  private saveTroubleTold = false;
  private statisticsTroubleTold = false;
  private readonly clockSaver: ClockSaver;
  /** A deal (or restart) whose opening automatic moves the board has not been shown yet. */
  private leadIn: { record: GameRecord; action: LastAction } | undefined;

  constructor(private readonly deps: ControllerDeps) {
    this.words = gameWords(deps.l10n ?? ENGLISH);
    this.listeners = new ChangeListeners((text) => deps.ui.warn(text), this.words);
    this.storage = new GameStorage(deps.workspaceState, deps.setAsideFiles, (text) => deps.ui.warn(text), deps.l10n);
    this.statistics = new Statistics(deps.globalState, deps.workspaceState, {
      files: deps.setAsideFiles,
      tell: (text) => deps.ui.warn(text),
      now: deps.now,
      l10n: deps.l10n,
      // the record worked out after the start differs from the view kept on this machine: shown again
      changed: () => this.changed(),
    });
    this.clockSaver = new ClockSaver(deps.timer, () => void this.saveInBackground());
  }

  /**
   * Restores the saved game, or starts a fresh one; damaged saved data is kept aside and reported. Never rejects: when
   * storage fails the game is still playable, the player is warned, and saving is tried again with the next action.
   */
  async init(): Promise<void> {
    await this.statistics.repair(new Date(this.deps.now())).catch((error) => this.statisticsTrouble(error));
    const loaded = this.storage.load();
    if (loaded.kind === 'restored') {
      this.session = loaded.session;
      this.gameId = loaded.id;
      return;
    }
    if (loaded.kind === 'unusable') {
      this.notice = { kind: 'warning', text: this.words.restoreFailed(loaded.reason) };
    }
    const variant = this.deps.settings().defaultGame;
    this.deal(variant, await this.pickDeal(variant));
    await this.persist().catch((error) => this.saveTrouble(error));
  }

  /** Starts a game (with a new id) on this deal and plays the automatic moves the deal allows at once. */
  private deal(variant: VariantId, deal: Deal): void {
    this.session = GameSession.start(variant, deal);
    this.gameId = this.newId();
    this.session.playOpening(this.deps.settings().autoMoveToFoundations);
    this.noteLeadIn('deal');
    this.statisticsOpen = false; // a deal from the statistics (Play Again) is shown, not hidden under them
  }

  private noteLeadIn(action: LastAction): void {
    const record = this.session.record;
    this.leadIn = record.opening ? { record, action } : undefined;
  }

  /**
   * The bare deal, once, when the current position is a deal (or restart) whose opening moves the board has not drawn
   * yet: drawn just before the current snapshot, it lets the board fly the opening moves home like any automatic move.
   */
  takeLeadIn(): GameSnapshot | undefined {
    const lead = this.leadIn;
    this.leadIn = undefined;
    if (!lead || lead.record !== this.session.record) return undefined;
    const bare = GameSession.start(lead.record.variant, lead.record.deal);
    bare.lastAction = lead.action;
    const current = this.snapshot();
    return { ...this.snapshotOf(bare), elapsedMs: current.elapsedMs, timerRunning: current.timerRunning, canRedo: current.canRedo };
  }

  onDidChange(listener: () => void): { dispose(): void } {
    return this.listeners.add(listener);
  }

  private changed(): void {
    this.listeners.tell();
  }

  private newId(): string {
    return (this.deps.newGameId ?? newGameId)();
  }

  private async pickDeal(variant: VariantId, difficulty?: Difficulty): Promise<Deal> {
    try {
      const chosen = await this.deps.chooseDeal?.(variant, difficulty);
      if (chosen) return chosen;
    } catch (error) {
      this.deps.ui.warn(this.words.noWinnableDeal(reasonOf(error)));
    }
    return { number: this.deps.randomDealNumber() };
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Saves the game (keeping aside first a saved game that could not be restored). */
  private async persist(): Promise<void> {
    await this.storage.save(this.session, this.gameId, this.deps.now());
    this.saveTroubleTold = false;
  }

  /** Saves without a player's action waiting (the clock, a hidden board): trouble is told once. */
  private saveInBackground(): Promise<void> {
    return this.exclusive(() => this.persist().catch((error) => this.saveTrouble(error)));
  }

  private saveTrouble(error: unknown): void {
    if (this.saveTroubleTold) return;
    this.saveTroubleTold = true;
    const text = this.words.saveFailed(reasonOf(error));
    // Said after what the board says already (a saved game set aside at start-up), not instead.
    this.notice = { kind: 'warning', text: this.notice ? `${this.notice.text} ${text}` : text };
    this.deps.ui.warn(this.words.told(text));
    this.changed();
  }

  private readonly statisticsTrouble = (error: unknown): void => {
    if (this.statisticsTroubleTold) return;
    this.statisticsTroubleTold = true;
    this.deps.ui.warn(this.words.statisticsNotSaved(reasonOf(error)));
  };

  /** Counts the game in the statistics before the game is saved; trouble is told once, and tried again with the next action. */
  private async recordResults(forfeit: boolean): Promise<void> {
    try {
      await this.statistics.countResults(this.session, this.gameId, forfeit, this.deps.now());
      this.statisticsTroubleTold = false;
    } catch (error) {
      this.statisticsTrouble(error);
    }
  }

  private mark(now: number): Mark {
    return { session: this.session.mark(now), id: this.gameId };
  }

  /** Back to the game as saved before the action (records are immutable, so the mark holds it). */
  private rollBack(mark: Mark): void {
    this.session = GameSession.fromMark(mark.session, this.deps.now());
    this.gameId = mark.id;
  }

  /**
   * Applies a player's action, records its results and saves it; a failed save takes it back (the
   * board shows what a restart restores) and says so. `what` names the action. A game given up
   * (`forfeit`, or `saved`: New Game's loss) counts only once the action is saved.
   */
  private commit(what: SavedAction, apply: (now: number) => void | Promise<void>, forfeit = false, saved?: Saved): Promise<void> {
    return this.exclusive(async () => {
      const now = this.deps.now();
      const before = this.mark(now);
      await apply(now); // throws, changing nothing, when the action is refused
      this.notice = null;
      this.hint = null;
      await this.recordResults(false);
      try {
        await this.persist();
      } catch (error) {
        this.rollBack(before);
        this.syncClockSaver();
        this.changed();
        throw new Error(this.words.takenBack(what, reasonOf(error)), { cause: error });
      }
      if (forfeit) {
        await this.recordResults(true);
        await this.persist().catch((error) => this.saveTrouble(error)); // the result counted, saved with the game
      }
      await saved?.(now);
      this.syncClockSaver();
      this.changed();
    });
  }

  private syncClockSaver(): void {
    this.clockSaver.sync(this.session.clockRunning);
  }

  get current(): GameSession {
    return this.session;
  }

  /** The id the current game is recorded under (the history's id once it is finished). */
  get currentId(): string {
    return this.gameId;
  }

  /** The saved games kept aside (damaged, or from a newer version). */
  get setAsideGames(): SetAsideList {
    return this.storage.setAside;
  }

  /** A new game now would ask first (see newGame). */
  asksBeforeNewGame = (asked = false): boolean => this.session.inProgress && !asked && this.deps.settings().confirmNewGame;

  /**
   * Starts a new deal (a random one unless a deal is given). Over a game in progress it asks
   * first (unless the setting says not to, or the caller `asked` already); false when declined.
   * `dealt`: the new deal is in place, not yet saved (a new board's page can show it).
   */
  async newGame(variant = this.session.variant, deal?: Deal, difficulty?: Difficulty, asked = false, dealt?: () => void): Promise<boolean> {
    if (!VARIANT_IDS.includes(variant)) throw new Error(this.words.noSuchGame(quoteInput(variant), VARIANT_IDS.join(', ')));
    const old = this.session;
    if (this.asksBeforeNewGame(asked)) {
      const ok = await this.deps.ui.confirm(this.words.askNewGame(variant, old.variant), this.words.newGameButton());
      if (!ok) return false;
    }
    const chosen = deal ?? (await this.pickDeal(variant, difficulty));
    let started = false;
    const oldId = this.gameId;
    const start = () => {
      if (this.session !== old) return; // another new game started while this one was being chosen
      this.deal(variant, chosen);
      started = true;
      dealt?.(); // before it is saved: a failed save takes the deal back and says so
    };
    const lost = async (now: number) => {
      if (started && old.counted && !old.resultCounted) await this.statistics.recordLoss(old, oldId, now).catch(this.statisticsTrouble);
    };
    await this.commit('newGame', start, false, lost);
    return started;
  }

  /** Plays a move; throws an Error with the reason (and changes nothing) when it is illegal. */
  async move(move: string): Promise<readonly string[]> {
    if (move.length > MAX_QUOTED) throw new Error(this.words.notAMove(quoteInput(move)));
    let step: readonly string[] = [];
    await this.commit('move', (now) => {
      step = this.session.play(move, this.deps.settings().autoMoveToFoundations, now, this.deps.l10n);
    });
    return step;
  }

  /** The solver's demonstration as one undoable step; a game it finishes is solved: played, not won (the streak ends). */
  playLine(moves: readonly string[]): Promise<void> {
    return this.commit('line', (now) => this.session.playLine(moves, now), true);
  }

  undo(): Promise<void> {
    return this.historyChange('undo', (s) => s.undo(this.words));
  }

  /** Undoes several steps at once (back to the last position that still wins). */
  undoSteps(count: number): Promise<void> {
    return this.historyChange('undo', (s) => s.undoSteps(count, this.words));
  }

  /** Play on from here (the review): that position of the line becomes the game, as undo or redo to it would. */
  playOnFrom(position: number): Promise<void> {
    return this.historyChange('playOn', (s) => s.goTo(position, this.words));
  }

  /** A solver's verdict on a position of `session`'s line (GameSession.learn), if still the game: kept and saved. */
  learn(session: GameSession, position: number, verdict: Verdict, line = session.line): void {
    if (session === this.session && session.learn(position, verdict, line)) void this.saveInBackground();
  }

  redo(): Promise<void> {
    return this.historyChange('redo', (s) => s.redo(this.words));
  }

  restart(): Promise<void> {
    return this.historyChange('restart', (s) => {
      s.restart(this.words);
      this.noteLeadIn('restart');
    });
  }

  private historyChange(what: SavedAction, change: (session: GameSession) => void): Promise<void> {
    return this.commit(what, (now) => {
      change(this.session);
      if (this.session.status === 'playing') this.session.resumeClock(now);
      else this.session.stopClock(now);
    });
  }

  setStatisticsOpen(open: boolean): void {
    this.statisticsOpen = open;
    this.changed();
  }

  /** Resets the statistics table after asking here (whoever sent the request): only games ended later count. */
  async resetStatistics(): Promise<void> {
    if (!(await this.deps.ui.confirm(this.words.askReset(), this.words.resetButton()))) return;
    const failed = (error: unknown) => new Error(this.words.resetFailed(reasonOf(error)), { cause: error });
    await this.statistics.reset(this.deps.now()).catch((error) => Promise.reject(failed(error)));
    this.changed();
  }

  /** Shows a message on the board with the next snapshot. */
  tell(notice: Notice): void {
    this.notice = notice;
    this.changed();
  }

  /** Shows a hint for the current position on the board (in the snapshot, until the position changes). */
  showHint(hint: HintShown): void {
    this.hint = hint;
    this.changed();
  }

  /** Something the snapshot shows changed outside the game (the solver's verdict, statistics, settings): everyone is told. */
  refresh(): void {
    this.changed();
  }

  /** The board hidden or shown: the clock runs only while the game is seen, saved when it stops; a failed save told once. */
  async setVisible(visible: boolean): Promise<void> {
    const now = this.deps.now();
    if (visible) this.session.resumeClock(now);
    else this.session.stopClock(now);
    this.syncClockSaver();
    if (!visible) await this.saveInBackground();
  }

  /** Stops saving the clock (the extension is deactivated). */
  dispose(): void {
    this.clockSaver.sync(false);
  }

  snapshot(): GameSnapshot {
    return this.snapshotOf(this.session);
  }

  private snapshotOf(session: GameSession): GameSnapshot {
    const statistics = this.statisticsOpen ? this.statistics.rows() : null;
    return gameSnapshot(session, {
      settings: this.deps.settings(),
      now: this.deps.now(),
      statistics,
      notice: this.notice,
      hint: this.hint,
    });
  }
}
