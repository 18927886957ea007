// <forty-thieves-board>: draws the host's snapshot (stock, waste, foundations, tableau; the
// toolbar from toolbar.ts, the panels over the table from help-panel.ts, end-panel.ts,
// notices.ts and statistics-view.ts) and hands player input to the interaction (pointer) and
// keyboard controllers. It renders into the light DOM so that the one stylesheet (dist/webview/board.css,
// bundled from media/board/ and loaded by <link>, CSP-safe) styles everything, card backs included. What changed is said in
// words through one live region; moves fly from pile to pile (animator.ts), drawn from the
// frames of what the host says each move did (frames.ts).

import { LitElement, PropertyValues, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import type { HostMessage, Notice, Snapshot, WebviewMessage, Winnability } from '../src/protocol';
import { parseHint, parseStepEffects } from '../src/protocol';
import { FLIGHT_MS, StepPlayer, demoPace, prefersReducedMotion } from './animator';
import { cardTemplate } from './card-view';
import { cssVars } from './css-vars';
import { endTemplate } from './end-panel';
import { helpTemplate, trapTabInHelp } from './help-panel';
import { ICONS, suitIcon } from './icons';
import { BoardSurface, Interaction } from './interaction';
import { KeyboardControl, KeyboardSurface, tableauRow, topRow } from './keyboard';
import { CARD_RATIO, GAP, cardWidth, columnFan, rowUnits } from './layout';
import { Grab, HintMarks, hintMarks, targetPiles } from './moves';
import { isCardText } from '../src/engine/cards';
import { WayBack, noticeKey, noticeTemplate, wayBackTemplate } from './notices';
import { Piles, pilesOf, stepFrames } from './frames';
import { LONG_STEP, columnLabel, foundationLabel, stepWords, stockLabel, wasteLabel } from './speech';
import { statisticsTemplate } from './statistics-view';
import { fitToolbar, toolbarTemplate } from './toolbar';
import { getUiState, postToHost, setUiState } from './vscode-api';

const PADDING = 12;
const SCROLLBAR = 10;

interface Toast {
  text: string;
  kind: 'info' | 'error' | 'hint';
  id: number;
}

@customElement('forty-thieves-board')
export class FortyThievesBoard extends LitElement implements BoardSurface, KeyboardSurface {
  @state() snapshot: Snapshot | null = null;
  /** The piles being drawn while a step plays (null: the snapshot's own). */
  @state() private view: Piles | null = null;
  /** The keyboard's focus: a pile, and a card inside a column (null: its top card). */
  @state() focusPile = 't1';
  @state() focusIndex: number | null = null;
  @state() private helpOpen = false;
  /** A hint that offers to go back to the last position that still wins. */
  @state() private wayBack: WayBack | null = null;
  @state() private announcement = '';
  @state() private selection: Grab | null = null;
  @state() private targets: string[] = [];
  @state() private hover: string | null = null;
  @state() private hint: HintMarks | null = null;
  @state() private toast: Toast | null = null;
  @state() private confirmReset = false;
  @state() private dismissedNotice: string | undefined;
  @state() private cardW = 64;
  /** Cards are flying: the end of the game (won, solved, lost) shows once they have landed. */
  @state() private moving = false;
  @state() private available = 520;

  private previous: Snapshot | null = null;
  private readonly interaction = new Interaction(this);
  private readonly keyboard = new KeyboardControl(this);
  private readonly player = new StepPlayer(this);
  private wantFocus = false;
  /** A demonstration is playing: a click or key only skips to its end. */
  private demonstrating = false;
  private swallowClick = false;
  private endShown = false;
  private lastVerdict: Winnability | null = null;
  private resizeObserver: ResizeObserver | undefined;
  private observedCounters: Element | null = null;
  private toastTimer: number | undefined;
  private toastCount = 0;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  get root(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.dismissedNotice = getUiState().dismissedNotice;
    this.interaction.connect();
    // Keys reach the board on the document (when nothing else in the page has focus) or inside it.
    document.addEventListener('keydown', this.onKeyDown);
    // Any input finishes the motion at once, before it is handled.
    this.addEventListener('pointerdown', this.onPress, { capture: true });
    this.addEventListener('click', this.onClickCapture, { capture: true });
    this.resizeObserver = new ResizeObserver(() => this.measure());
    this.resizeObserver.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.interaction.disconnect();
    this.player.finish();
    document.removeEventListener('keydown', this.onKeyDown);
    this.removeEventListener('pointerdown', this.onPress, { capture: true });
    this.removeEventListener('click', this.onClickCapture, { capture: true });
    this.resizeObserver?.disconnect();
    this.observedCounters = null;
  }

  // ---- Messages -------------------------------------------------------------------------------

  /** A message from the host (validated here: the board draws only what makes sense). */
  receive(data: unknown): void {
    if (typeof data !== 'object' || data === null) return;
    const msg = data as HostMessage;
    switch (msg.type) {
      case 'state':
        if (isSnapshot(msg.snapshot)) this.show(msg.snapshot);
        else console.warn('The board ignored a malformed snapshot');
        break;
      case 'error':
        this.interaction.refused();
        this.say(String(msg.message ?? 'That move is not allowed'), 'error');
        break;
      default:
        break;
    }
  }

  private show(snapshot: Snapshot): void {
    const previous = this.snapshot;
    // The host re-sends the whole snapshot when only something beside the cards changed (the
    // solver's verdict, settings, statistics): keep the selection, drag, hint and focus then,
    // and neither replay nor re-announce the last step.
    if (previous !== null && samePosition(previous, snapshot)) {
      this.player.finish();
      this.snapshot = snapshot;
      const verdictWords = this.verdictWords(snapshot);
      if (verdictWords) this.announce(verdictWords.trim());
      this.afterSnapshot(snapshot, previous);
      return;
    }
    this.player.finish();
    this.interaction.beforeSnapshot();
    this.previous = previous;
    const forward =
      previous !== null && snapshot.lastAction === 'move' && snapshot.lastStep.length > 0 && previous.variant === snapshot.variant;
    const replay = forward ? stepFrames(pilesOf(previous), pilesOf(snapshot), snapshot.lastStepEffects) : null;
    const dropped = this.interaction.droppedMove;
    this.interaction.droppedMove = null;
    this.snapshot = snapshot;
    this.view = null;
    this.hint = null;
    this.wayBack = null;
    this.focusIndex = null;
    const row = this.focusPile[0] === 't' ? tableauRow(snapshot) : topRow();
    if (!row.includes(this.focusPile)) this.focusPile = row[row.length - 1];
    // Words: the moves of the step, a win or a loss, and the solver's verdict when it turns.
    const words = stepWords(previous, snapshot, replay) + this.verdictWords(snapshot);
    if (words) this.announce(words);
    if (replay && this.animationsOn()) {
      // The page still shows the position before the step: the first frame is measured from it
      // and drawn at once; the others follow one after the other.
      this.view = pilesOf(previous!);
      // A demonstration plays at a steady pace, faster for a long line so that it ends in
      // seconds; a long run of automatic moves home speeds up.
      const n = snapshot.lastStep.length;
      const demo = n > LONG_STEP && !snapshot.lastStep.slice(1).every((m) => m.endsWith('>f'));
      const duration = demo ? demoPace(n) : Math.round(Math.max(60, Math.min(FLIGHT_MS, 2500 / n)));
      this.moving = true;
      this.demonstrating = demo;
      this.player.play(replay, { duration, skipFirst: dropped !== null && dropped === snapshot.lastStep[0] });
      if (!this.player.running) this.motionEnded();
    }
    this.afterSnapshot(snapshot, null);
  }

  /** " The game can no longer be won." when the solver's verdict turns; remembers the verdict. */
  private verdictWords(snapshot: Snapshot): string {
    const verdict = snapshot.winnability;
    let words = '';
    if (verdict === 'winnable' || verdict === 'lost') {
      if (verdict === 'lost' && this.lastVerdict === 'winnable' && snapshot.status === 'playing') words = ' The game can no longer be won.';
      this.lastVerdict = verdict;
    } else if (verdict === null) this.lastVerdict = null;
    return words;
  }

  /** `previous`: the snapshot before, when only something beside the position changed. */
  private afterSnapshot(snapshot: Snapshot, previous: Snapshot | null): void {
    if (snapshot.statistics === null) this.confirmReset = false;
    if (snapshot.notice === null && this.dismissedNotice !== undefined) {
      // The notice is gone: the same text coming back later is news again.
      this.dismissedNotice = undefined;
      setUiState({ dismissedNotice: undefined });
    }
    this.showHint(snapshot, previous);
    this.classList.toggle('no-anim', !snapshot.settings.animations);
    this.classList.toggle('lost', snapshot.status === 'lost');
  }

  post(message: WebviewMessage): void {
    postToHost(message);
  }

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
      if (this.toast?.kind === 'hint') this.say('');
      return;
    }
    this.hint = hintMarks(snapshot, hint.move);
    const steps = hint.undoSteps;
    if (steps) {
      this.wayBack = { text: hint.text, steps };
      this.say('');
      this.announce(`${hint.text} Undo ${steps} move${steps === 1 ? '' : 's'} is offered: press B, or the button.`);
    } else {
      this.wayBack = null;
      this.say(hint.text, 'hint');
    }
  }

  // ---- Motion ---------------------------------------------------------------------------------

  /** Draws these piles at once (the animator's frames), or the snapshot's when null. */
  drawPiles(piles: Piles | null): void {
    this.view = piles;
    if (this.isUpdatePending || this.hasUpdated) {
      this.requestUpdate();
      this.performUpdate();
    }
  }

  motionEnded(): void {
    this.moving = false;
    this.demonstrating = false;
  }

  private finishMotion = (): void => {
    if (this.player.running) this.player.finish();
  };

  private onPress = (event: PointerEvent): void => {
    if (this.demonstrating) {
      // The press skips the demonstration to its end, and does nothing else.
      event.stopPropagation();
      this.swallowClick = true;
      this.finishMotion();
      return;
    }
    // The browser found what this press hit mid-flight: let the controller look again once the cards have landed.
    this.interaction.retarget = this.player.running;
    this.finishMotion();
  };

  private onClickCapture = (event: MouseEvent): void => {
    if (!this.swallowClick) return;
    this.swallowClick = false;
    event.stopPropagation();
    event.preventDefault();
  };

  // ---- BoardSurface ---------------------------------------------------------------------------

  get held(): Grab | null {
    return this.interaction.selected;
  }

  hold(grab: Grab | null): void {
    if (grab !== this.interaction.selected) this.interaction.setSelection(grab);
  }

  sendMove(move: string): void {
    if (this.interaction.pending()) return;
    this.interaction.sendMove(move);
  }

  turnStock(): void {
    this.interaction.turnStock();
  }

  focusBoard(): void {
    this.wantFocus = true;
    this.requestUpdate();
  }

  /** Says `text` through the live region (the same words twice are read twice). */
  announce(text: string): void {
    this.announcement = text === this.announcement.replace(/\u00a0$/, '') && !this.announcement.endsWith('\u00a0') ? `${text}\u00a0` : text;
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

  say(text: string, kind: Toast['kind'] = 'info'): void {
    window.clearTimeout(this.toastTimer);
    if (!text) {
      this.toast = null;
      return;
    }
    this.announce(/[.!?…]$/.test(text) ? text : `${text}.`);
    this.toast = { text, kind, id: ++this.toastCount };
    this.toastTimer = window.setTimeout(() => (this.toast = null), kind === 'hint' ? 7000 : 3500);
  }

  animationsOn(): boolean {
    return (this.snapshot?.settings.animations ?? true) && !prefersReducedMotion();
  }

  // ---- Keys -----------------------------------------------------------------------------------

  /**
   * A key pressed in the board (or on the page's body). The board's own keys are handled and
   * stopped here, so VS Code does not act on them a second time (Ctrl+Z would otherwise also
   * reach the extension's keybinding); every other key goes on untouched.
   */
  private onKeyDown = (event: KeyboardEvent): void => {
    const target = event.target as Node | null;
    if (event.defaultPrevented || !this.snapshot) return;
    if (target && target !== document.body && target !== document.documentElement && !this.contains(target)) return;
    if (event.key === 'Tab' && this.helpOpen) return trapTabInHelp(this, event);
    if (event.key === 'Escape') this.interaction.cancelDrag();
    if (['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) return;
    if (this.demonstrating) {
      // The key skips the demonstration to its end, and does nothing else.
      this.finishMotion();
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    this.finishMotion();
    if (this.keyboard.handle(event)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  command(name: 'undo' | 'redo' | 'restart' | 'hint' | 'newGame' | 'pickGame' | 'undoSteps' | 'help' | 'escape'): boolean {
    const s = this.snapshot;
    if (!s) return false;
    switch (name) {
      case 'undo':
        if (s.canUndo) this.post({ type: 'undo' });
        else this.say('Nothing to undo');
        return true;
      case 'redo':
        if (s.canRedo) this.post({ type: 'redo' });
        else this.say('Nothing to redo');
        return true;
      case 'restart':
        if (s.canUndo || s.moveCount > 0) this.post({ type: 'restart' });
        else this.say('The deal has not been played yet');
        return true;
      case 'hint':
        if (s.status === 'playing') this.post({ type: 'hint' });
        else this.say(s.status === 'won' ? 'The game is won' : s.status === 'solved' ? 'The solver played this game out' : 'No moves left');
        return true;
      case 'undoSteps':
        if (this.wayBack) this.post({ type: 'undoSteps', count: this.wayBack.steps });
        else this.say('Ask for a hint first (H): on a lost position it offers the way back');
        return true;
      case 'newGame':
        this.post({ type: 'newGame' });
        return true;
      case 'pickGame':
        this.post({ type: 'pickGame' });
        return true;
      case 'help':
        this.toggleHelp();
        return true;
      case 'escape':
        if (this.helpOpen) this.toggleHelp();
        else if (this.confirmReset) this.confirmReset = false;
        else if (s.statistics) this.post({ type: 'closeStatistics' });
        else if (this.wayBack) this.wayBack = null;
        else return false;
        return true;
    }
  }

  private toggleHelp = (): void => {
    this.helpOpen = !this.helpOpen;
    if (!this.helpOpen) this.focusBoard();
  };

  /** A click or focus on a pile moves the keyboard's focus there too. */
  private onFocusIn = (event: FocusEvent): void => {
    const pile = (event.target as Element).closest<HTMLElement>('[data-pile]')?.dataset.pile;
    if (pile && pile !== this.focusPile) {
      this.focusPile = pile;
      this.focusIndex = null;
    }
  };

  // ---- Size -----------------------------------------------------------------------------------

  /** The toolbar stays one row (fitToolbar); its counters are watched as they widen. */
  private fitToolbar(bar: HTMLElement): void {
    const counters = bar.querySelector('.counters');
    if (counters && counters !== this.observedCounters) {
      // The clock widens on its own (9:59 to 10:00), without a new snapshot.
      if (this.observedCounters) this.resizeObserver?.unobserve(this.observedCounters);
      this.resizeObserver?.observe(counters);
      this.observedCounters = counters;
    }
    fitToolbar(bar);
  }

  /** Card size from the panel's width (and height); the tableau's room for the fans. */
  private measure(): void {
    const bar = this.querySelector<HTMLElement>('.toolbar');
    if (bar) this.fitToolbar(bar);
    const columns = this.snapshot?.tableau.length ?? 10;
    const toolbar = bar?.offsetHeight ?? 40;
    // The full width less room for a scrollbar, whether or not one shows: the card size must
    // not depend on it, or a scrollbar could come and go with every resize.
    const width = this.offsetWidth - 2 * PADDING - SCROLLBAR;
    const height = this.clientHeight - toolbar - 2 * PADDING;
    const cw = cardWidth(width, height, columns);
    if (cw !== this.cardW) this.cardW = cw;
    this.style.setProperty('--cw', `${cw}px`);
    this.style.setProperty('--ch', `${Math.round(cw * CARD_RATIO)}px`);
    this.style.setProperty('--gap', `${Math.max(4, Math.floor(cw * GAP))}px`);
    const tableau = this.querySelector<HTMLElement>('.tableau');
    if (tableau) {
      const top = tableau.getBoundingClientRect().top - this.getBoundingClientRect().top + this.scrollTop;
      const available = Math.max(0, Math.floor(this.clientHeight - top - PADDING));
      if (Math.abs(available - this.available) > 1) this.available = available;
      // Columns reach down to the bottom of the panel, so a drop below a short column lands.
      this.style.setProperty('--tableau-height', `${Math.max(0, available - 2)}px`);
    }
  }

  protected override updated(changed: PropertyValues): void {
    this.measure();
    if (this.wantFocus) {
      this.wantFocus = false;
      this.querySelector<HTMLElement>(`[data-pile="${this.focusPile}"]`)?.focus();
    }
    if (changed.has('helpOpen') && this.helpOpen) this.querySelector<HTMLElement>('[data-action="close-help"]')?.focus();
    if (changed.has('snapshot') && changed.get('snapshot') !== this.snapshot) {
      // Move focus into a panel that just opened, so the keyboard and screen readers follow.
      const before = this.previous;
      const s = this.snapshot;
      if (s?.statistics && !before?.statistics) this.querySelector<HTMLElement>('[data-action="close-statistics"]')?.focus();
    }
    // The end of a game shows when the cards have landed: the focus goes to its first action then.
    const endShown = this.querySelector('.panel.end[role="dialog"]') !== null;
    if (endShown && !this.endShown && !this.snapshot?.statistics) this.querySelector<HTMLElement>('.panel.end .button.primary')?.focus();
    this.endShown = endShown;
  }

  // ---- Rendering ------------------------------------------------------------------------------

  override render() {
    const s = this.snapshot;
    if (!s) return html`<div class="loading" role="status">Dealing…</div>`;
    const p = this.view ?? pilesOf(s);
    return html`
      <main
        class=${classMap({ table: true, [`variant-${s.variant}`]: true, selecting: this.selection !== null })}
        role="application"
        aria-roledescription="card table"
        aria-label=${`${s.variantName} table`}
        aria-describedby="table-keys"
        @click=${this.interaction.onClick}
        @dblclick=${this.interaction.onDoubleClick}
        @pointerdown=${this.interaction.onPointerDown}
        @focusin=${this.onFocusIn}
        ${cssVars({ '--row-units': rowUnits(p.tableau.length).toFixed(3) })}
      >
        <p id="table-keys" class="sr-only">
          Arrow keys move between the piles, Enter picks up and puts down, question mark opens the help with the rules and every key.
        </p>
        <div class="top-row">
          ${this.stockTemplate(s, p)} ${this.wasteTemplate(p)}
          <div class="spacer"></div>
          <div class="foundations" role="group" aria-label="Foundations">
            ${p.foundations.map((top, i) => this.foundationTemplate(top, i))}
          </div>
        </div>
        <div class="tableau" role="group" aria-label="Tableau">${p.tableau.map((column, i) => this.columnTemplate(column, i))}</div>
      </main>
      ${toolbarTemplate(s, this.send, this.toggleHelp)} ${noticeTemplate(s.notice, this.dismissedNotice, this.dismissNotice)}
      ${wayBackTemplate(
        this.wayBack,
        (count) => this.post({ type: 'undoSteps', count }),
        () => (this.wayBack = null),
      )}
      ${this.moving ? nothing : endTemplate(s, this.send)}
      ${s.statistics ? statisticsTemplate(s, this.confirmReset, (confirm) => (this.confirmReset = confirm), this.send) : nothing}
      ${this.helpOpen ? helpTemplate(s, this.toggleHelp, this.send) : nothing}
      <div class="toast-region" aria-hidden="true">
        ${this.toast ? html`<div class=${`toast toast-${this.toast.kind}`}>${this.toast.text}</div>` : nothing}
      </div>
      <div class="sr-only announcer" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
    `;
  }

  private send = (message: WebviewMessage) => this.post(message);

  private dismissNotice = (notice: Notice): void => {
    this.dismissedNotice = noticeKey(notice);
    setUiState({ dismissedNotice: this.dismissedNotice });
  };

  private pileClasses(id: string, extra: Record<string, boolean> = {}) {
    return classMap({
      pile: true,
      target: this.targets.includes(id),
      'drop-hover': this.hover === id && this.targets.includes(id),
      'hint-target': this.hint?.target === id,
      'hint-source': this.hint?.source?.pile === id,
      'kb-focus': this.focusPile === id,
      ...extra,
    });
  }

  /** Roving tabindex: the focused pile is the table's one tab stop. */
  private rovingIndex(id: string): number {
    return this.focusPile === id ? 0 : -1;
  }

  /** Classes of card `index` in a pile of `length`: selected, marked by a hint, focused. */
  private cardMarks(pile: string, index: number, length: number) {
    const inGrab = (g: { pile: string; count: number } | null | undefined) => !!g && g.pile === pile && index >= length - g.count;
    const focused = this.focusPile === pile && index === (pile[0] === 't' && this.focusIndex !== null ? this.focusIndex : length - 1);
    return { selected: inGrab(this.selection), hinted: inGrab(this.hint?.source), 'kb-focus': focused };
  }

  private stockTemplate(s: Snapshot, p: Piles) {
    const redeal = p.stockCount === 0 && s.legalMoves.includes('w>s');
    const label = stockLabel({ stockCount: p.stockCount, redealsLeft: s.redealsLeft, legalMoves: s.legalMoves });
    const turn = p.stockCount ? `turn ${s.cardsPerTurn === 1 ? 'a card' : `${s.cardsPerTurn} cards`}` : '';
    return html`<div
      class=${this.pileClasses('s', { stock: true, empty: p.stockCount === 0, redeal, thick: p.stockCount > 12, thicker: p.stockCount > 32 })}
      data-pile="s"
      role="button"
      tabindex=${this.rovingIndex('s')}
      aria-label=${label}
      title=${turn ? `${label}: ${turn}` : label}
    >
      ${p.stockCount ? html`<div class="card back" aria-hidden="true"></div>` : html`<div class="slot">${redeal ? ICONS.redeal : nothing}</div>`}
      <span class="stock-count" aria-hidden="true">${p.stockCount}</span>
      ${
        s.redealsLeft > 0 || s.cardsPerTurn > 1
          ? html`<span class="redeals" aria-hidden="true" title="Redeals left">${ICONS.redeal}${s.redealsLeft}</span>`
          : nothing
      }
    </div>`;
  }

  private wasteTemplate(p: Piles) {
    const shown = p.waste.slice(-3);
    const first = p.waste.length - shown.length;
    return html`<div
      class=${this.pileClasses('w', { waste: true, empty: shown.length === 0 })}
      data-pile="w"
      role="group"
      tabindex=${this.rovingIndex('w')}
      aria-label=${wasteLabel(p.waste)}
    >
      ${shown.length === 0 ? html`<div class="slot"></div>` : nothing}
      ${shown.map((card, k) =>
        cardTemplate(card, {
          index: first + k,
          classes: { top: k === shown.length - 1, ...this.cardMarks('w', first + k, p.waste.length) },
        }),
      )}
    </div>`;
  }

  private foundationTemplate(top: string | null, i: number) {
    const id = `f${i + 1}`;
    const suit = i >> 1;
    return html`<div
      class=${this.pileClasses(id, { foundation: true, empty: !top })}
      data-pile=${id}
      role="group"
      tabindex=${this.rovingIndex(id)}
      aria-label=${foundationLabel(top)}
    >
      ${top ? cardTemplate(top, { index: 0, classes: { full: top[0] === 'K', 'kb-focus': this.focusPile === id } }) : html`<div class="slot">${suitIcon(suit, 'suit slot-suit')}</div>`}
    </div>`;
  }

  private columnTemplate(column: string[], i: number) {
    const id = `t${i + 1}`;
    const ch = Math.round(this.cardW * CARD_RATIO);
    const fan = columnFan(column, ch, this.available);
    return html`<div
      class=${this.pileClasses(id, { column: true, empty: column.length === 0 })}
      data-pile=${id}
      role="group"
      tabindex=${this.rovingIndex(id)}
      aria-label=${columnLabel(column, i)}
      ${cssVars({ '--fan-up': `${fan.up.toFixed(1)}px`, '--fan-down': `${fan.down.toFixed(1)}px` })}
    >
      ${column.length === 0 ? html`<div class="slot"></div>` : nothing}
      ${column.map((card, k) =>
        cardTemplate(card[0] === '?' ? '#' : card, {
          index: k,
          classes: { 'after-down': k > 0 && column[k - 1] === '#', top: k === column.length - 1, ...this.cardMarks(id, k, column.length) },
        }),
      )}
    </div>`;
  }
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The hint and what each move of the last step did, as src/protocol.ts checks them. */
function checked(s: Snapshot): boolean {
  try {
    s.hint = parseHint(s.hint);
    s.lastStepEffects = parseStepEffects(s.lastStepEffects, s.lastStep);
    return true;
  } catch (error) {
    console.warn(`The board ignored a snapshot: ${(error as Error).message}`);
    return false;
  }
}

/** Enough of a snapshot to draw without throwing. */
export function isSnapshot(v: unknown): v is Snapshot {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Snapshot;
  return (
    Array.isArray(s.tableau) &&
    s.tableau.length > 0 &&
    s.tableau.length <= 20 &&
    s.tableau.every((col) => isStringArray(col) && col.every((c) => c === '#' || isCardText(c))) &&
    Array.isArray(s.foundations) &&
    s.foundations.length === 8 &&
    s.foundations.every((f) => f === null || isCardText(f)) &&
    isStringArray(s.waste) &&
    s.waste.every(isCardText) &&
    isStringArray(s.legalMoves) &&
    isStringArray(s.lastStep) &&
    checked(s) &&
    isStringArray(s.rules) &&
    typeof s.stockCount === 'number' &&
    typeof s.variantName === 'string' &&
    typeof s.settings === 'object' &&
    s.settings !== null
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'forty-thieves-board': FortyThievesBoard;
  }
}

/** Same cards in the same places, and the same history: only something else changed. */
function samePosition(a: Snapshot, b: Snapshot): boolean {
  return (
    a.variant === b.variant &&
    a.dealNumber === b.dealNumber &&
    a.moveCount === b.moveCount &&
    a.stockCount === b.stockCount &&
    a.canUndo === b.canUndo &&
    a.canRedo === b.canRedo &&
    a.lastAction === b.lastAction &&
    JSON.stringify([a.tableau, a.waste, a.foundations, a.lastStep, a.legalMoves]) ===
      JSON.stringify([b.tableau, b.waste, b.foundations, b.lastStep, b.legalMoves])
  );
}
