// <forty-thieves-board>: draws the host's snapshot (stock, waste, foundations, tableau from
// piles.ts; the toolbar from toolbar.ts; the panels over the table from help.ts,
// end.ts, notices.ts and statistics.ts). Its behaviour comes from Lit reactive
// controllers: the host's messages (host-connection.ts), pointer input (interaction.ts), keys
// (keyboard.ts), motion (motion.ts), the board's size (board-size.ts) and what it says
// (toaster.ts). It renders into the light DOM so that the one stylesheet (dist/webview/board.css,
// bundled from media/board/ and loaded by <link>, CSP-safe) styles everything, card backs
// included. Moves fly from the frames of what the host says each move did (frames.ts).

import { LitElement, PropertyValues, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import type { Notice, Snapshot, WebviewMessage, Winnability } from '../src/protocol';
import { prefersReducedMotion } from './table/animator';
import { BoardCommand, CommandBoard, WayBack, runCommand } from './model/board-commands';
import { BoardSize } from './controllers/board-size';
import { ClockMemory } from './controllers/clock-memory';
import { cssVars } from './table/css-vars';
import { endKey, endTemplate } from './panels/end';
import { FocusBoard, FocusKeeper } from './controllers/focus-keeper';
import { Dialogs } from './controllers/dialogs';
import { helpTemplate } from './panels/help';
import { HostConnection, HostListener, ShowHow } from './controllers/host-connection';
import { BoardSurface, Interaction } from './controllers/interaction';
import { KeyboardControl, KeyboardSurface, tableauRow, topRow } from './controllers/keyboard';
import { rowUnits } from './model/layout';
import { Motion, MotionBoard } from './controllers/motion';
import { Grab, HintMarks, hintMarks, targetPiles } from './model/moves';
import { noticeKey, noticeTemplate, wayBackTemplate } from './panels/notices';
import { Piles, cardsHome, pilesOf, stepFrames } from './model/frames';
import { PileMarks, tablePiles } from './table/piles';
import { ReviewStrip } from './panels/review';
import { restOfStep } from './model/guess';
import { samePosition } from './model/snapshot-check';
import * as l10n from '@vscode/l10n';
import { VerdictWords, stepSpeech, tableKeysWords, wayBackWords } from './model/speech';
import { sentences } from './model/locale';
import { variantTitle } from './model/names';
import { statisticsTemplate } from './panels/statistics';
import { ToastKind, Toaster } from './controllers/toaster';
import { toolbarTemplate } from './table/toolbar';
import { getUiState, setUiState } from './vscode-api';

@customElement('forty-thieves-board')
export class FortyThievesBoard
  extends LitElement
  implements BoardSurface, KeyboardSurface, MotionBoard, HostListener, CommandBoard, FocusBoard
{
  @state() snapshot: Snapshot | null = null;
  /** The piles being drawn while a step plays (null: the snapshot's own). */
  @state() private view: Piles | null = null;
  /** The keyboard's focus: a pile, and a card inside a column (null: its top card). */
  @state() focusPile = 't1';
  @state() focusIndex: number | null = null;
  @state() helpOpen = false;
  /** The won or solved game whose end panel Escape closed (the table stays to look at). */
  @state() private endClosed: string | null = null;
  /** A hint that offers to go back to the last position that still wins. */
  @state() wayBack: WayBack | null = null;
  @state() private selection: Grab | null = null;
  @state() private targets: string[] = [];
  @state() private hover: string | null = null;
  @state() private hint: HintMarks | null = null;
  @state() private dismissedNotice: string | undefined;

  private previous: Snapshot | null = null;
  private readonly connection = new HostConnection(this);
  private readonly interaction = new Interaction(this);
  private readonly keyboard = new KeyboardControl(this);
  private readonly motion = new Motion(this, this.interaction);
  private readonly size = new BoardSize(this);
  private readonly toaster = new Toaster(this);
  // Before the focus keeper: a closing dialog gives the focus back to its opener first.
  private readonly dialogs = new Dialogs(this);
  private readonly focusKeeper = new FocusKeeper(this);
  private readonly clockMemory = new ClockMemory(this);
  private readonly reviewStrip = new ReviewStrip(this);
  private wantFocus = false;
  private readonly verdict = new VerdictWords();
  private keptVerdict: Winnability | null = null;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  get root(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.dismissedNotice = getUiState().dismissedNotice;
  }

  // ---- The host's messages (HostConnection) ---------------------------------------------------

  /** A message from the host, as if it came through the page (the tests hand some over directly). */
  receive(data: unknown): void {
    this.connection.receive(data);
  }

  refused(message: string): void {
    this.interaction.refused();
    this.say(message, 'error');
  }

  show(snapshot: Snapshot, how: ShowHow = {}): void {
    const drawn = this.snapshot;
    const previous = how.guessedFrom ?? drawn; // the host's answer to a guess follows the host's last word
    // The host re-sends the whole snapshot when only something beside the cards changed (the
    // solver's verdict, settings, statistics): keep the selection, drag, hint and focus then,
    // neither replay nor re-announce the last step, and let the cards in flight land (a Solve
    // demonstration plays on to its end).
    if (previous !== null && !how.guessedFrom && !how.putBack && samePosition(previous, snapshot)) {
      this.snapshot = snapshot;
      const verdictWords = this.verdict.words(snapshot);
      if (verdictWords) this.announce(verdictWords);
      this.reviewStrip.shown(previous, snapshot);
      this.afterSnapshot(snapshot, previous);
      return;
    }
    // Into, along or out of the review: the table shows another position, with nothing played.
    const reviewing = previous?.review || snapshot.review;
    const forward =
      !how.putBack &&
      !reviewing &&
      previous !== null &&
      snapshot.lastAction === 'move' &&
      snapshot.lastStep.length > 0 &&
      previous.variant === snapshot.variant;
    const replay = forward ? stepFrames(pilesOf(previous), pilesOf(snapshot), snapshot.lastStepEffects) : null;
    // The host's answer to a guess: nothing to draw when it holds (its flight lands), the rest of
    // the step when the host added automatic moves home, else the host's position at once.
    const rest = how.guessedFrom && drawn ? restOfStep(pilesOf(drawn), pilesOf(snapshot), replay) : 'redraw';
    if (rest !== null) this.motion.finish();
    this.interaction.beforeSnapshot();
    this.previous = previous;
    const dropped = this.interaction.droppedMove;
    this.interaction.droppedMove = null;
    this.snapshot = snapshot;
    this.view = null;
    this.hint = null;
    this.wayBack = null;
    this.focusIndex = null;
    const row = this.focusPile[0] === 't' ? tableauRow(snapshot) : topRow();
    if (!row.includes(this.focusPile)) this.focusPile = row[row.length - 1];
    this.reviewStrip.shown(previous, snapshot);
    if (rest && rest !== 'redraw' && this.animationsOn()) {
      this.view = rest.start;
      this.motion.play(rest.rest, snapshot.lastStep.slice(1), false);
    } else if (replay && !how.guessedFrom && this.animationsOn()) {
      // The page still shows the position before the step: the first frame is measured from it
      // and drawn at once; the others follow one after the other.
      this.view = pilesOf(previous!);
      this.motion.play(replay, snapshot.lastStep, dropped !== null && dropped === snapshot.lastStep[0]);
    }
    // Words: the step's moves, a win or loss (a demonstration's once it lands), the solver's verdict when it turns (the host's, not a guess's).
    const words = reviewing || how.guess || how.putBack ? null : stepSpeech(previous, snapshot, replay);
    const later = !!words?.end && this.motion.whenDemonstrated(() => this.announce(words.end));
    const now = words ? sentences(words.played, later ? '' : words.end, this.verdict.words(snapshot)) : '';
    if (now) this.announce(now);
    this.afterSnapshot(snapshot, null);
  }

  /** `previous`: the snapshot before, when only something beside the position changed. */
  private afterSnapshot(snapshot: Snapshot, previous: Snapshot | null): void {
    if (snapshot.notice === null && this.dismissedNotice !== undefined) {
      // The notice is gone: the same text coming back later is news again.
      this.dismissedNotice = undefined;
      setUiState({ dismissedNotice: undefined });
    }
    this.showHint(snapshot, previous);
    // The solver's last word in this game: its room in the toolbar is kept once the game ends.
    if (snapshot.winnability !== null) this.keptVerdict = snapshot.winnability;
    else if (snapshot.status === 'playing') this.keptVerdict = null;
    this.classList.toggle('no-anim', !snapshot.settings.animations);
    this.classList.toggle('lost', snapshot.status === 'lost' && !snapshot.review);
  }

  /** Everything the board asks of the host goes this way (a move it can work out is drawn at once). */
  post(message: WebviewMessage): void {
    this.connection.send(message);
  }

  /** A guessed move is drawn, not yet answered: the input waits. */
  // prettier-ignore
  get awaitingHost(): boolean { return this.connection.awaitingAnswer; }

  /**
   * Draws and says the snapshot's hint when it is new (the same hint sent again with an
   * unchanged position stays as it is, dismissed or not); clears it when the host has none.
   */
  private showHint(snapshot: Snapshot, previous: Snapshot | null): void {
    const hint = snapshot.hint;
    if (previous && JSON.stringify(hint) === JSON.stringify(previous.hint)) return;
    if (!hint) {
      this.hint = null;
      this.wayBack = null;
      if (this.toaster.toast?.kind === 'hint') this.say('');
      return;
    }
    this.hint = hintMarks(snapshot, hint.move);
    const steps = hint.undoSteps;
    if (steps) {
      this.wayBack = { text: hint.text, steps };
      this.say('');
      this.announce(wayBackWords(hint.text, steps));
    } else {
      this.wayBack = null;
      this.say(hint.text, 'hint');
    }
  }

  // ---- Motion (Motion) ------------------------------------------------------------------------

  /** Draws these piles (the animator's frames), or the snapshot's when null: with the next update, or `now`. */
  drawPiles(piles: Piles | null, now = false): void {
    this.view = piles;
    if (now && (this.isUpdatePending || this.hasUpdated)) {
      this.requestUpdate();
      this.performUpdate();
    }
  }

  keyPressed(): boolean {
    return this.motion.keyPressed();
  }

  animationsOn(): boolean {
    return (this.snapshot?.settings.animations ?? true) && !prefersReducedMotion();
  }

  // ---- Input (Interaction, KeyboardControl) ---------------------------------------------------

  get held(): Grab | null {
    return this.interaction.selected;
  }

  hold(grab: Grab | null): void {
    if (grab !== this.interaction.selected) this.interaction.setSelection(grab);
  }

  sendMove(move: string): void {
    if (this.interaction.pending() || this.snapshot?.review) return;
    this.interaction.sendMove(move);
  }

  turnStock(): void {
    if (!this.snapshot?.review) this.interaction.turnStock();
  }

  cancelDrag(): void {
    this.interaction.cancelDrag();
  }

  focusBoard(): void {
    this.wantFocus = true;
    this.requestUpdate();
  }

  focusPileNow(): void {
    const pile = this.querySelector<HTMLElement>(`[data-pile="${this.focusPile}"]`);
    pile?.focus();
    if (pile) this.size.revealSideways(pile);
  }

  select(grab: Grab | null): void {
    this.selection = grab;
    this.targets = grab && this.snapshot ? targetPiles(this.snapshot, grab) : [];
    this.hover = null;
    if (grab) this.hint = null;
  }

  showTargets(piles: string[], hover: string | null): void {
    if (piles.join() !== this.targets.join()) this.targets = piles;
    if (hover !== this.hover) this.hover = hover;
  }

  command(name: BoardCommand): boolean {
    if (this.snapshot?.review && name !== 'help' && name !== 'escape') {
      this.say(l10n.t('The review shows the game read only: close it (Escape) to play, or play on from the position shown'));
      return true;
    }
    return runCommand(this, name);
  }

  closeTopmost(): boolean {
    if (this.helpOpen) this.toggleHelp();
    else if (this.snapshot?.statistics) this.post({ type: 'closeStatistics' });
    else if (this.snapshot?.review) this.post({ type: 'closeReview' });
    else if (this.dialogs.topmost()?.matches('.panel.end')) this.endClosed = endKey(this.snapshot!);
    else if (this.wayBack) this.wayBack = null;
    else return false;
    return true;
  }

  trapTab = (event: KeyboardEvent): boolean => this.dialogs.trapTab(event);
  toggleHelp = (): void => {
    this.helpOpen = !this.helpOpen;
  };

  /** A click or focus on a pile moves the keyboard's focus there too. */
  private onFocusIn = (event: FocusEvent): void => {
    const pile = (event.target as Element).closest<HTMLElement>('[data-pile]')?.dataset.pile;
    if (pile && pile !== this.focusPile) {
      this.focusPile = pile;
      this.focusIndex = null;
    }
  };

  // ---- Words (Toaster) ------------------------------------------------------------------------

  /** Says `text` through the live region (the same words twice are read twice). */
  announce(text: string): void {
    this.toaster.announce(text);
  }

  say(text: string, kind: ToastKind = 'info'): void {
    this.toaster.say(text, kind);
  }

  // ---- Rendering ------------------------------------------------------------------------------

  protected override updated(changed: PropertyValues): void {
    if (changed.has('snapshot') && !changed.get('snapshot')) performance.mark('board-drawn'); // its first cards (bench:ui reads it)
    if (this.wantFocus) {
      this.wantFocus = false;
      this.focusPileNow();
    }
  }

  override render() {
    const s = this.snapshot;
    if (!s) return html`<div class="loading" role="status">${l10n.t('Dealing…')}</div>`;
    return html`
      ${this.tableTemplate(s, this.view ?? pilesOf(s))}
      ${toolbarTemplate(this.view ? { ...s, cardsHome: cardsHome(this.view) } : s, this.send, this.toggleHelp, this.keptVerdict, [
        noticeTemplate(s.notice, this.dismissedNotice, this.dismissNotice),
        wayBackTemplate(
          this.wayBack,
          (count) => this.post({ type: 'undoSteps', count }),
          () => (this.wayBack = null),
        ),
      ])}
      ${this.motion.moving || s.review || this.endClosed === endKey(s) ? nothing : endTemplate(s, this.send)}
      ${this.reviewStrip.template(s)} ${s.statistics ? statisticsTemplate(s, this.send) : nothing}
      ${this.helpOpen ? helpTemplate(s, this.toggleHelp, this.send) : nothing} ${this.toaster.template()}
    `;
  }

  private tableTemplate(s: Snapshot, p: Piles) {
    const marks: PileMarks = {
      targets: this.targets,
      hover: this.hover,
      hint: s.review ? (s.review.next ? hintMarks(s, s.review.next.move) : null) : this.hint,
      selection: this.selection,
      focusPile: this.focusPile,
      focusIndex: this.focusIndex,
      cardW: this.size.cardW,
      available: this.size.available,
    };
    const piles = tablePiles(s, p, marks);
    return html`<main
      class=${classMap({ table: true, [`variant-${s.variant}`]: true, selecting: this.selection !== null, scrolls: this.size.scrolls, reviewing: s.review !== null })}
      role="application"
      aria-roledescription=${l10n.t('card table')}
      aria-label=${l10n.t('{0} table', variantTitle(s.variant))}
      aria-describedby="table-keys"
      @click=${this.interaction.onClick}
      @dblclick=${this.interaction.onDoubleClick}
      @pointerdown=${this.interaction.onPointerDown}
      @focusin=${this.onFocusIn}
      ${cssVars({ '--row-units': rowUnits(p.tableau.length).toFixed(3) })}
    >
      <p id="table-keys" class="sr-only">${tableKeysWords()}</p>
      <div class="top-row">
        ${piles.stock} ${piles.waste}
        <div class="spacer"></div>
        <div class="foundations" role="group" aria-label=${l10n.t('Foundations')}>${piles.foundations}</div>
      </div>
      <div class="tableau" role="group" aria-label=${l10n.t('Tableau')}>${piles.tableau}</div>
    </main>`;
  }

  private send = (message: WebviewMessage) => this.post(message);

  private dismissNotice = (notice: Notice): void => {
    this.dismissedNotice = noticeKey(notice);
    setUiState({ dismissedNotice: this.dismissedNotice });
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'forty-thieves-board': FortyThievesBoard;
  }
}
