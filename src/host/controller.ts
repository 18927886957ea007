// The game as the player sees it: one session, its saving, the statistics and the settings,
// behind the actions that commands and the board both use. No vscode import: the editor is
// reached through `GameUi`, so all of this is unit-tested in plain Node.

import { Deal, GameRecord, VariantId, cardText as cardName, describeRules, foundationTops, getVariant, playerMoves } from '../engine/index';
import type { Notice, Snapshot, Winnability } from '../protocol';
import type { Difficulty } from '../engine/solver/stats';
import { GameSession, LastAction } from './session';
import { Settings } from './settings';
import { Statistics } from './statistics';
import { GameStorage, KeyValueStore } from './storage';

export interface GameUi {
  /** A modal question; resolves true when the player chose `action`. */
  confirm(message: string, action: string): Promise<boolean>;
}

export interface ControllerDeps {
  workspaceState: KeyValueStore;
  globalState: KeyValueStore;
  settings: () => Settings;
  ui: GameUi;
  now: () => number;
  randomDealNumber: () => number;
  /** Picks the deal for a new game (winnable deals only); undefined means a random deal. */
  chooseDeal?: (variant: VariantId, difficulty?: Difficulty) => Promise<Deal | undefined>;
}

export class GameController {
  private session!: GameSession;
  private readonly storage: GameStorage;
  readonly statistics: Statistics;
  private notice: Notice | null = null;
  private statisticsOpen = false;
  private readonly listeners = new Set<() => void>();
  /** Reports the background solver's verdict on the current position (null: indicator off). */
  winnability: (() => Winnability | null) | undefined;
  /** A deal (or restart) whose opening automatic moves the board has not been shown yet. */
  private leadIn: { record: GameRecord; action: LastAction } | undefined;

  constructor(private readonly deps: ControllerDeps) {
    this.storage = new GameStorage(deps.workspaceState);
    this.statistics = new Statistics(deps.globalState);
  }

  /** Restores the saved game, or starts a fresh one; damaged saved data is kept aside and reported. */
  async init(): Promise<void> {
    const loaded = this.storage.load();
    if (loaded.kind === 'restored') {
      this.session = loaded.session;
      return;
    }
    if (loaded.kind === 'unusable') {
      await this.storage.setAside(loaded.reason, new Date(this.deps.now()));
      this.notice = {
        kind: 'warning',
        text: `Your saved game could not be restored (${loaded.reason}). It has been kept aside unchanged, and a new game has started.`,
      };
    }
    const variant = this.deps.settings().defaultGame;
    this.deal(variant, (await this.deps.chooseDeal?.(variant)) ?? { number: this.deps.randomDealNumber() });
    await this.persist();
  }

  /** Starts the game on this deal and plays the automatic moves the deal allows at once. */
  private deal(variant: VariantId, deal: Deal): void {
    this.session = GameSession.start(variant, deal);
    this.session.playOpening(this.deps.settings().autoMoveToFoundations);
    this.noteLeadIn('deal');
  }

  private noteLeadIn(action: LastAction): void {
    const record = this.session.record;
    this.leadIn = record.opening ? { record, action } : undefined;
  }

  /**
   * The bare deal, once, when the current position is a deal (or restart) whose opening moves
   * the board has not drawn yet: drawn just before the current snapshot, it lets the board fly
   * the opening moves home like any automatic move.
   */
  takeLeadIn(): Snapshot | undefined {
    const lead = this.leadIn;
    this.leadIn = undefined;
    if (!lead || lead.record !== this.session.record) return undefined;
    const bare = GameSession.start(lead.record.variant, lead.record.deal);
    bare.lastAction = lead.action;
    const current = this.snapshot();
    return { ...this.snapshotOf(bare), elapsedMs: current.elapsedMs, timerRunning: current.timerRunning, canRedo: current.canRedo };
  }

  onDidChange(listener: () => void): { dispose(): void } {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  private async persist(): Promise<void> {
    await this.storage.save(this.session, this.deps.now());
  }

  get current(): GameSession {
    return this.session;
  }

  /**
   * Starts a new deal (a random one unless a deal is given). Over a game in progress it asks
   * first (unless the setting says not to); returns false when the player declined.
   */
  async newGame(variant: VariantId = this.session.variant, deal?: Deal, difficulty?: Difficulty): Promise<boolean> {
    const old = this.session;
    if (old.inProgress && this.deps.settings().confirmNewGame) {
      const ok = await this.deps.ui.confirm(
        `Start a new game of ${getVariant(variant).name}? The ${getVariant(old.variant).name} game in progress will count as lost.`,
        'New Game',
      );
      if (!ok) return false;
    }
    const chosen = deal ?? (await this.deps.chooseDeal?.(variant, difficulty)) ?? { number: this.deps.randomDealNumber() };
    if (this.session !== old) return false; // another new game started while this one was being chosen
    if (old.counted && !old.resultCounted) await this.statistics.recordLoss(old.variant);
    this.deal(variant, chosen);
    this.notice = null;
    await this.persist();
    this.changed();
    return true;
  }

  /** Plays a move; throws an Error with the reason (and changes nothing) when it is illegal. */
  async move(move: string): Promise<readonly string[]> {
    const now = this.deps.now();
    const step = this.session.play(move, this.deps.settings().autoMoveToFoundations, now);
    await this.afterPlay(now);
    return step;
  }

  /**
   * Plays a line of moves (the solver's demonstration) as one undoable step. A game the solver
   * finishes is solved, not the player's win: it counts as played and not won (the streak ends).
   */
  async playLine(moves: readonly string[]): Promise<void> {
    const now = this.deps.now();
    const session = this.session;
    session.playLine(moves, now);
    if (!session.resultCounted) {
      if (!session.counted) {
        session.counted = true;
        await this.statistics.recordPlayed(session.variant);
      }
      session.resultCounted = true;
      await this.statistics.recordLoss(session.variant);
    }
    await this.afterPlay(now);
  }

  private async afterPlay(now: number): Promise<void> {
    const session = this.session;
    this.notice = null;
    if (!session.counted) {
      session.counted = true;
      await this.statistics.recordPlayed(session.variant);
    }
    if (session.status === 'won' && !session.resultCounted) {
      session.resultCounted = true;
      await this.statistics.recordWin(session.variant, session.elapsedMs(now), session.moveCount);
    }
    await this.persist();
    this.changed();
  }

  async undo(): Promise<void> {
    this.session.undo();
    await this.afterHistoryChange();
  }

  /** Undoes several steps at once (back to the last position that still wins). */
  async undoSteps(count: number): Promise<void> {
    if (!Number.isInteger(count) || count < 1 || count > this.session.record.steps.length) {
      throw new Error(`Cannot undo ${count} moves: ${this.session.record.steps.length} can be undone`);
    }
    for (let i = 0; i < count; i++) this.session.undo();
    await this.afterHistoryChange();
  }

  async redo(): Promise<void> {
    this.session.redo();
    await this.afterHistoryChange();
  }

  async restart(): Promise<void> {
    if (!this.session.canUndo) throw new Error('The deal has not been played yet: there is nothing to restart');
    this.session.restart();
    this.noteLeadIn('restart');
    await this.afterHistoryChange();
  }

  private async afterHistoryChange(): Promise<void> {
    const now = this.deps.now();
    if (this.session.status === 'playing') this.session.resumeClock(now);
    else this.session.stopClock(now);
    this.notice = null;
    await this.persist();
    this.changed();
  }

  setStatisticsOpen(open: boolean): void {
    this.statisticsOpen = open;
    this.changed();
  }

  async resetStatistics(): Promise<void> {
    await this.statistics.reset();
    this.changed();
  }

  /** Shows a message on the board with the next snapshot. */
  tell(notice: Notice): void {
    this.notice = notice;
    this.changed();
  }

  /** The board was hidden or shown: the clock runs only while the player can see the game. */
  async setVisible(visible: boolean): Promise<void> {
    const now = this.deps.now();
    if (visible) this.session.resumeClock(now);
    else {
      this.session.stopClock(now);
      await this.persist();
    }
  }

  snapshot(): Snapshot {
    return this.snapshotOf(this.session);
  }

  /** The indicator: the solver's verdict while the game goes on; once it is over, lost or nothing. */
  private verdict(s: GameSession): Winnability | null {
    const shown = this.winnability?.() ?? null; // null: the indicator is off
    if (shown === null || s.status === 'playing') return shown;
    return s.status === 'lost' ? 'lost' : null;
  }

  private snapshotOf(s: GameSession): Snapshot {
    const game = s.game;
    const variant = game.variant;
    const settings = this.deps.settings();
    const now = this.deps.now();
    return {
      variant: variant.id,
      variantName: variant.name,
      rules: describeRules(variant),
      dealNumber: 'number' in s.record.deal ? s.record.deal.number : null,
      tableau: game.cols.map((col, i) => col.map((card, k) => (k < game.down[i] ? '#' : cardName(card)))),
      foundations: foundationTops(game),
      waste: game.waste.map(cardName),
      stockCount: game.stock.length,
      redealsLeft: game.redealsLeft,
      cardsPerTurn: variant.cardsPerTurn,
      moveUnit: variant.moveUnit,
      legalMoves: s.status === 'won' || s.status === 'solved' ? [] : playerMoves(game),
      lastStep: [...s.lastStep],
      lastAction: s.lastAction,
      moveCount: s.moveCount,
      cardsHome: s.cardsHome,
      canUndo: s.canUndo,
      canRedo: s.canRedo,
      status: s.status,
      elapsedMs: Math.round(s.elapsedMs(now)),
      timerRunning: s.clockRunning,
      settings: { showTimer: settings.showTimer, animations: settings.animations },
      statistics: this.statisticsOpen ? this.statistics.rows() : null,
      notice: this.notice,
      winnability: this.verdict(s),
    };
  }
}
