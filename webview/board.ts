// <forty-thieves-board>: draws the host's snapshot (toolbar, stock, waste, foundations, tableau,
// overlays) and hands player input to the interaction controller. It renders into the light DOM
// so that media/board.css (loaded by <link>, CSP-safe) styles everything, including the card
// backs from media/.

import { LitElement, PropertyValues, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { classMap } from 'lit/directives/class-map.js';
import type { HostMessage, Notice, Snapshot, WebviewMessage } from '../src/protocol';
import { animateStep, prefersReducedMotion } from './animator';
import { cardName, cardTemplate } from './card-view';
import { cssVars } from './css-vars';
import { ICONS, suitIcon } from './icons';
import { BoardSurface, Interaction } from './interaction';
import { CARD_RATIO, GAP, cardWidth, columnFan, rowUnits } from './layout';
import { Grab, HintMarks, hintMarks, isCardText, rankNumber, targetPiles } from './moves';
import { statisticsTemplate } from './statistics-view';
import { formatDuration } from './timer';
import { getUiState, postToHost, setUiState } from './vscode-api';
import './timer';

const SUIT_NAMES = ['Clubs', 'Diamonds', 'Hearts', 'Spades'];
const RANK_NAMES = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King'];
const PADDING = 12;
const SCROLLBAR = 10;

interface Toast {
  text: string;
  kind: 'info' | 'error' | 'hint';
  id: number;
}

@customElement('forty-thieves-board')
export class FortyThievesBoard extends LitElement implements BoardSurface {
  @state() snapshot: Snapshot | null = null;
  @state() private selection: Grab | null = null;
  @state() private targets: string[] = [];
  @state() private hover: string | null = null;
  @state() private hint: HintMarks | null = null;
  @state() private toast: Toast | null = null;
  @state() private confirmReset = false;
  @state() private rulesOpen = false;
  @state() private dismissedNotice: string | undefined;
  @state() private cardW = 64;
  @state() private available = 520;

  private previous: Snapshot | null = null;
  private readonly interaction = new Interaction(this);
  private resizeObserver: ResizeObserver | undefined;
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
    const ui = getUiState();
    this.rulesOpen = ui.rulesOpen === true;
    this.dismissedNotice = ui.dismissedNotice;
    this.interaction.connect();
    window.addEventListener('keydown', this.onEscape);
    this.resizeObserver = new ResizeObserver(() => this.measure());
    this.resizeObserver.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.interaction.disconnect();
    window.removeEventListener('keydown', this.onEscape);
    this.resizeObserver?.disconnect();
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
      case 'hint':
        if (this.snapshot) this.hint = hintMarks(this.snapshot, typeof msg.move === 'string' ? msg.move : null);
        this.say(String(msg.text ?? ''), 'hint');
        break;
      default:
        break;
    }
  }

  private show(snapshot: Snapshot): void {
    this.interaction.beforeSnapshot();
    this.previous = this.snapshot;
    this.snapshot = snapshot;
    this.hint = null;
    if (snapshot.statistics === null) this.confirmReset = false;
    if (snapshot.notice === null && this.dismissedNotice !== undefined) {
      // The notice is gone: the same text coming back later is news again.
      this.dismissedNotice = undefined;
      setUiState({ dismissedNotice: undefined });
    }
    if (this.toast?.kind === 'hint') this.toast = null;
    this.classList.toggle('no-anim', !snapshot.settings.animations);
    this.classList.toggle('lost', snapshot.status === 'lost');
  }

  post(message: WebviewMessage): void {
    postToHost(message);
  }

  // ---- BoardSurface ---------------------------------------------------------------------------

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
    this.toast = { text, kind, id: ++this.toastCount };
    this.toastTimer = window.setTimeout(() => (this.toast = null), kind === 'hint' ? 7000 : 3500);
  }

  animationsOn(): boolean {
    return (this.snapshot?.settings.animations ?? true) && !prefersReducedMotion();
  }

  /** Escape closes what is open: the reset question, the statistics, the rules. */
  private onEscape = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.snapshot) return;
    if (this.confirmReset) this.confirmReset = false;
    else if (this.snapshot.statistics) this.post({ type: 'closeStatistics' });
    else if (this.rulesOpen) this.toggleRules();
  };

  // ---- Size -----------------------------------------------------------------------------------

  /** Card size from the panel's width (and height); the tableau's room for the fans. */
  private measure(): void {
    const columns = this.snapshot?.tableau.length ?? 10;
    const toolbar = this.querySelector<HTMLElement>('.toolbar')?.offsetHeight ?? 40;
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
    if (changed.has('snapshot') && this.snapshot && this.animationsOn()) {
      animateStep(this, this.previous, this.snapshot, this.interaction.droppedMove);
    }
    if (changed.has('snapshot')) {
      this.interaction.droppedMove = null;
      // Move focus into a panel that just opened, so the keyboard and screen readers follow.
      const before = this.previous;
      const s = this.snapshot;
      if (s?.statistics && !before?.statistics) this.querySelector<HTMLElement>('[data-action="close-statistics"]')?.focus();
      else if (s?.status === 'won' && before?.status !== 'won') this.querySelector<HTMLElement>('[data-action="won-new-deal"]')?.focus();
    }
  }

  // ---- Rendering ------------------------------------------------------------------------------

  override render() {
    const s = this.snapshot;
    if (!s) return html`<div class="loading" role="status">Dealing…</div>`;
    return html`
      ${this.toolbarTemplate(s)} ${this.noticeTemplate(s.notice)} ${this.rulesOpen ? this.rulesTemplate(s) : nothing}
      <main
        class=${classMap({ table: true, [`variant-${s.variant}`]: true, selecting: this.selection !== null })}
        aria-label=${`${s.variantName} table`}
        @click=${this.interaction.onClick}
        @dblclick=${this.interaction.onDoubleClick}
        @pointerdown=${this.interaction.onPointerDown}
        ${cssVars({ '--row-units': rowUnits(s.tableau.length).toFixed(3) })}
      >
        <div class="top-row">
          ${this.stockTemplate(s)} ${this.wasteTemplate(s)}
          <div class="spacer"></div>
          <div class="foundations" role="group" aria-label="Foundations">${s.foundations.map((top, i) => this.foundationTemplate(top, i))}</div>
        </div>
        <div class="tableau" role="group" aria-label="Tableau">${s.tableau.map((column, i) => this.columnTemplate(s, column, i))}</div>
      </main>
      ${s.status === 'lost' ? this.lostTemplate(s) : nothing} ${s.status === 'won' ? this.wonTemplate(s) : nothing}
      ${s.statistics ? statisticsTemplate(s, this.confirmReset, (confirm) => (this.confirmReset = confirm), this.send) : nothing}
      <div class="toast-region" role="status" aria-live="polite">
        ${this.toast ? html`<div class=${`toast toast-${this.toast.kind}`}>${this.toast.text}</div>` : nothing}
      </div>
    `;
  }

  private send = (message: WebviewMessage) => this.post(message);

  private toolButton(action: string, label: string, icon: unknown, onClick: () => void, opts: { disabled?: boolean; shortcut?: string; primary?: boolean } = {}) {
    return html`<button
      class=${classMap({ tool: true, primary: opts.primary === true })}
      data-action=${action}
      title=${opts.shortcut ? `${label} (${opts.shortcut})` : label}
      aria-label=${label}
      ?disabled=${opts.disabled === true}
      @click=${onClick}
    >
      ${icon}<span class="label">${label}</span>
    </button>`;
  }

  private toolbarTemplate(s: Snapshot) {
    return html`<header class="toolbar">
      <div class="title">
        <h1 class="game-name">${s.variantName}</h1>
        <span class="deal" title="Deal number">${s.dealNumber !== null ? `#${s.dealNumber}` : 'custom deal'}</span>
      </div>
      <dl class="counters">
        <div class="counter"><dt>Moves</dt><dd class="moves">${s.moveCount}</dd></div>
        ${s.settings.showTimer
          ? html`<div class="counter"><dt>Time</dt><dd><ft-timer .elapsedMs=${s.elapsedMs} .running=${s.timerRunning}></ft-timer></dd></div>`
          : nothing}
        <div class="counter home-counter" title=${`${s.cardsHome} of 104 cards on the foundations`}>
          <dt>Home</dt><dd class="home">${s.cardsHome}<span class="of">/104</span></dd>
          <span class="progress" aria-hidden="true" ${cssVars({ '--progress': s.cardsHome / 104 })}></span>
        </div>
      </dl>
      <div class="actions" role="toolbar" aria-label="Game actions">
        ${this.toolButton('new-game', 'New Game…', ICONS.newGame, () => this.post({ type: 'pickGame' }))}
        ${this.toolButton('restart', 'Restart', ICONS.restart, () => this.post({ type: 'restart' }), { disabled: !s.canUndo && s.moveCount === 0 })}
        ${this.toolButton('undo', 'Undo', ICONS.undo, () => this.post({ type: 'undo' }), { disabled: !s.canUndo, shortcut: 'Ctrl+Z' })}
        ${this.toolButton('redo', 'Redo', ICONS.redo, () => this.post({ type: 'redo' }), { disabled: !s.canRedo, shortcut: 'Ctrl+Y' })}
        ${this.toolButton('hint', 'Hint', ICONS.hint, () => this.post({ type: 'hint' }), { disabled: s.status !== 'playing' })}
        ${this.toolButton('statistics', 'Statistics', ICONS.statistics, () => this.post({ type: s.statistics ? 'closeStatistics' : 'showStatistics' }))}
        ${this.toolButton('rules', 'Rules', ICONS.rules, () => this.toggleRules())}
      </div>
    </header>`;
  }

  private toggleRules(): void {
    this.rulesOpen = !this.rulesOpen;
    setUiState({ rulesOpen: this.rulesOpen });
  }

  private rulesTemplate(s: Snapshot) {
    return html`<section class="rules" aria-label=${`Rules of ${s.variantName}`}>
      <h2>${s.variantName}</h2>
      <ul>${s.rules.map((line) => html`<li>${line}</li>`)}</ul>
      <button class="icon-button" aria-label="Close the rules" title="Close" @click=${() => this.toggleRules()}>${ICONS.close}</button>
    </section>`;
  }

  private noticeTemplate(notice: Notice | null) {
    if (!notice || this.dismissedNotice === noticeKey(notice)) return nothing;
    return html`<div class=${`notice notice-${notice.kind}`} role=${notice.kind === 'info' ? 'status' : 'alert'}>
      <span class="notice-text">${notice.text}</span>
      <button class="icon-button" aria-label="Dismiss" title="Dismiss" @click=${() => this.dismissNotice(notice)}>${ICONS.close}</button>
    </div>`;
  }

  private dismissNotice(notice: Notice): void {
    this.dismissedNotice = noticeKey(notice);
    setUiState({ dismissedNotice: this.dismissedNotice });
  }

  private pileClasses(id: string, extra: Record<string, boolean> = {}) {
    return classMap({
      pile: true,
      target: this.targets.includes(id),
      'drop-hover': this.hover === id && this.targets.includes(id),
      'hint-target': this.hint?.target === id,
      'hint-source': this.hint?.source?.pile === id,
      ...extra,
    });
  }

  /** Classes of card `index` in a pile of `length`: selected, or marked by a hint. */
  private cardMarks(pile: string, index: number, length: number) {
    const inGrab = (g: { pile: string; count: number } | null | undefined) => !!g && g.pile === pile && index >= length - g.count;
    return { selected: inGrab(this.selection), hinted: inGrab(this.hint?.source) };
  }

  private stockTemplate(s: Snapshot) {
    const redeal = s.stockCount === 0 && s.legalMoves.includes('w>s');
    const label = s.stockCount
      ? `Stock, ${s.stockCount} card${s.stockCount === 1 ? '' : 's'}: turn ${s.cardsPerTurn === 1 ? 'a card' : `${s.cardsPerTurn} cards`}`
      : redeal
        ? `Stock, empty: turn the waste over (${s.redealsLeft} redeal${s.redealsLeft === 1 ? '' : 's'} left)`
        : 'Stock, empty';
    return html`<div
      class=${this.pileClasses('s', { stock: true, empty: s.stockCount === 0, redeal, thick: s.stockCount > 12, thicker: s.stockCount > 32 })}
      data-pile="s"
      role="button"
      tabindex="0"
      aria-label=${label}
      title=${label}
      @keydown=${(e: KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          this.interaction.turnStock();
        }
      }}
    >
      ${s.stockCount ? html`<div class="card back" aria-hidden="true"></div>` : html`<div class="slot">${redeal ? ICONS.redeal : nothing}</div>`}
      <span class="stock-count" aria-hidden="true">${s.stockCount}</span>
      ${s.redealsLeft > 0 || s.cardsPerTurn > 1
        ? html`<span class="redeals" aria-hidden="true" title="Redeals left">${ICONS.redeal}${s.redealsLeft}</span>`
        : nothing}
    </div>`;
  }

  private wasteTemplate(s: Snapshot) {
    const shown = s.waste.slice(-3);
    const first = s.waste.length - shown.length;
    return html`<div
      class=${this.pileClasses('w', { waste: true, empty: shown.length === 0 })}
      data-pile="w"
      role="group"
      aria-label=${s.waste.length ? `Waste, ${s.waste.length} card${s.waste.length === 1 ? '' : 's'}` : 'Waste, empty'}
    >
      ${shown.length === 0 ? html`<div class="slot"></div>` : nothing}
      ${shown.map((card, k) =>
        cardTemplate(card, { index: first + k, classes: { top: k === shown.length - 1, ...this.cardMarks('w', first + k, s.waste.length) } }),
      )}
    </div>`;
  }

  private foundationTemplate(top: string | null, i: number) {
    const id = `f${i + 1}`;
    const suit = i >> 1;
    const label = top ? `${SUIT_NAMES[suit]} foundation, up to the ${RANK_NAMES[rankNumber(top) - 1]}` : `${SUIT_NAMES[suit]} foundation, empty`;
    return html`<div class=${this.pileClasses(id, { foundation: true, empty: !top })} data-pile=${id} role="group" aria-label=${label}>
      ${top ? cardTemplate(top, { index: 0, classes: { full: top[0] === 'K' } }) : html`<div class="slot">${suitIcon(suit, 'suit slot-suit')}</div>`}
    </div>`;
  }

  private columnTemplate(s: Snapshot, column: string[], i: number) {
    const id = `t${i + 1}`;
    const ch = Math.round(this.cardW * CARD_RATIO);
    const fan = columnFan(column, ch, this.available);
    const down = column.filter((c) => c === '#').length;
    const label = column.length
      ? `Column ${i + 1}, ${column.length} card${column.length === 1 ? '' : 's'}${down ? `, ${down} face down` : ''}, top ${cardName(column[column.length - 1])}`
      : `Column ${i + 1}, empty`;
    return html`<div
      class=${this.pileClasses(id, { column: true, empty: column.length === 0 })}
      data-pile=${id}
      role="group"
      aria-label=${label}
      ${cssVars({ '--fan-up': `${fan.up.toFixed(1)}px`, '--fan-down': `${fan.down.toFixed(1)}px` })}
    >
      ${column.length === 0 ? html`<div class="slot"></div>` : nothing}
      ${column.map((card, k) =>
        cardTemplate(card, {
          index: k,
          classes: { 'after-down': k > 0 && column[k - 1] === '#', top: k === column.length - 1, ...this.cardMarks(id, k, column.length) },
        }),
      )}
    </div>`;
  }

  private wonTemplate(s: Snapshot) {
    return html`<div class="overlay won-overlay">
      <div class="confetti" aria-hidden="true">${[...Array(24).keys()].map((k) => html`<span class=${`bit bit-${k}`}>${suitIcon(k % 4, 'suit')}</span>`)}</div>
      <section class="panel won" role="dialog" aria-labelledby="won-title">
        <div class="won-suits" aria-hidden="true">${[0, 1, 2, 3].map((k) => suitIcon(k, `suit suit-${k}`))}</div>
        <h2 id="won-title">You won!</h2>
        <p>
          ${s.variantName}${s.dealNumber !== null ? `, deal #${s.dealNumber}` : ''}: all 104 cards home in ${s.moveCount} moves${
            s.settings.showTimer ? ` and ${formatDuration(s.elapsedMs)}` : ''
          }.
        </p>
        <div class="panel-actions">
          <button class="button primary" data-action="won-new-deal" @click=${() => this.post({ type: 'newGame' })}>New deal</button>
          <button class="button secondary" data-action="won-pick-game" @click=${() => this.post({ type: 'pickGame' })}>Another game…</button>
          <button class="button secondary" data-action="won-statistics" @click=${() => this.post({ type: 'showStatistics' })}>Statistics</button>
        </div>
      </section>
    </div>`;
  }

  private lostTemplate(s: Snapshot) {
    return html`<section class="panel lost" role="alert" aria-labelledby="lost-title">
      <h2 id="lost-title">No moves left</h2>
      <p>${s.cardsHome} of 104 cards made it home.</p>
      <div class="panel-actions">
        ${s.canUndo ? html`<button class="button secondary" data-action="lost-undo" @click=${() => this.post({ type: 'undo' })}>Undo</button>` : nothing}
        <button class="button secondary" data-action="lost-restart" @click=${() => this.post({ type: 'restart' })}>Restart</button>
        <button class="button primary" data-action="lost-new-deal" @click=${() => this.post({ type: 'newGame' })}>New deal</button>
      </div>
    </section>`;
  }
}

const noticeKey = (notice: Notice): string => `${notice.kind}:${notice.text}`;

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

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
