// Playing from the keyboard: a visible focus moves between the piles (roving tabindex: the board
// is one tab stop), Enter or Space picks a card up and puts it down, single keys for the rest.
// Keys act only while the board has focus, and only the keys listed here are taken: every other
// key (VS Code's own shortcuts) goes on untouched. The help lists them from model/keys.ts.

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Snapshot } from '../../src/protocol';
import { Grab, autoMove, grabAt, grabCard, moveForDrop, movesFor, pileCards, targetPiles } from '../model/moves';
import * as l10n from '@vscode/l10n';
import { pileWords } from '../model/names';
import { emptyPile } from '../model/refusals';
import { grabWords, pickUpWords } from '../model/speech';

/** What the keyboard needs from the board. */
export interface KeyboardSurface extends ReactiveControllerHost {
  readonly snapshot: Snapshot | null;
  /** Tab while a dialog is open: it cycles inside the dialog (true), else goes on (false). */
  trapTab(event: KeyboardEvent): boolean;
  /** Escape: a drag in progress springs back. */
  cancelDrag(): void;
  /** A key was pressed: any motion finishes; true when it only skipped a demonstration. */
  keyPressed(): boolean;
  readonly root: HTMLElement;
  /** The focused pile and the card inside a column (null: its top card). */
  focusPile: string;
  focusIndex: number | null;
  /** Moves the DOM focus to the focused pile (after the next render). */
  focusBoard(): void;
  readonly held: Grab | null;
  hold(grab: Grab | null): void;
  sendMove(move: string): void;
  turnStock(): void;
  say(text: string, kind?: 'info' | 'error'): void;
  announce(text: string): void;
  command(name: 'undo' | 'redo' | 'restart' | 'hint' | 'newGame' | 'pickGame' | 'undoSteps' | 'help' | 'escape'): boolean;
}

export function topRow(): string[] {
  return ['s', 'w', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8'];
}

export function tableauRow(s: Snapshot): string[] {
  return s.tableau.map((_, i) => `t${i + 1}`);
}

/** The cards of a column the focus can stop on: the top card and the first card of every movable run. */
export function focusStops(s: Snapshot, pile: string): number[] {
  const cards = pileCards(s, pile);
  const stops: number[] = [];
  for (let k = 0; k < cards.length; k++) {
    if (k === cards.length - 1 ? cards[k] !== '#' : grabAt(s, pile, k) !== null) stops.push(k);
  }
  return stops;
}

export class KeyboardControl implements ReactiveController {
  constructor(private readonly board: KeyboardSurface) {
    board.addController(this);
  }

  hostConnected(): void {
    // Keys reach the board on the document (when nothing else in the page has focus) or inside it.
    document.addEventListener('keydown', this.onKeyDown);
  }

  hostDisconnected(): void {
    document.removeEventListener('keydown', this.onKeyDown);
  }

  /**
   * A key pressed in the board (or on the page's body). The board's own keys are handled and
   * stopped here, so VS Code does not act on them a second time. Undo and redo (Ctrl/Cmd+Z, Y,
   * Shift+Z) are the board's alone: the extension binds no key, so they never act while the focus
   * is in another view or input. Every other key goes on untouched.
   */
  private onKeyDown = (event: KeyboardEvent): void => {
    const target = event.target as Node | null;
    const board = this.board;
    if (event.defaultPrevented || !board.snapshot) return;
    if (target && target !== document.body && target !== document.documentElement && !board.root.contains(target)) return;
    if (event.key === 'Tab' && board.trapTab(event)) return;
    if (event.key === 'Escape') board.cancelDrag();
    if (['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) return;
    // A key during a demonstration skips it to its end, and does nothing else.
    if (board.keyPressed() || this.handle(event)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  /** Handles a key pressed inside the board; returns true when it was the board's key. */
  handle(event: KeyboardEvent): boolean {
    if (!this.board.snapshot || event.altKey) return false;
    if (event.ctrlKey || event.metaKey) return this.withModifier(event);
    const key = event.key;
    if (key === 'Escape') return this.escape();
    if (key === '?') return this.board.command('help');
    const target = event.target as Element | null;
    const onTable = !target || target === document.body || target === this.board.root || !!target.closest?.('.table');
    const onControl = !!target?.closest?.('button, a, input, select, textarea, [contenteditable]');
    // Keys that act on the focused card first show where the focus is, when no pile has it yet.
    const onPile = !!target?.closest?.('[data-pile]');
    if (!onPile && !onControl && ['Enter', ' ', '.', 'm', 'M', 'f', 'F'].includes(key)) {
      this.setFocus(this.board.focusPile, this.board.focusIndex);
      return true;
    }
    if (onTable && !onControl && this.tableKey(key)) return true;
    if (onControl && (key === 'Enter' || key === ' ')) return false;
    return this.letterKey(key);
  }

  /** Ctrl or Cmd with Z, Y, Shift+Z: undo and redo. */
  private withModifier(event: KeyboardEvent): boolean {
    const lower = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (lower === 'z' && !event.shiftKey) return this.board.command('undo');
    if (lower === 'y' || (lower === 'z' && event.shiftKey)) return this.board.command('redo');
    return false;
  }

  /** The keys that move on the table: arrows, Home, End, and Enter or Space to pick up and put down. */
  private tableKey(key: string): boolean {
    switch (key) {
      case 'ArrowLeft':
        return this.across(-1);
      case 'ArrowRight':
        return this.across(1);
      case 'ArrowUp':
        return this.up();
      case 'ArrowDown':
        return this.down();
      case 'Home':
        return this.across(-Infinity);
      case 'End':
        return this.across(Infinity);
      case 'Enter':
      case ' ':
        this.activate();
        return true;
      default:
        return false;
    }
  }

  /** The single letters (and "."), as KEY_HELP lists them. */
  private letterKey(key: string): boolean {
    const lower = key.length === 1 ? key.toLowerCase() : key;
    if (key === '.' || lower === 'm' || lower === 'f') {
      this.smartMove(lower === 'f');
      return true;
    }
    if (lower === 's' || lower === 't') {
      this.board.hold(null);
      this.board.turnStock();
      return true;
    }
    const commands: Record<string, Parameters<KeyboardSurface['command']>[0]> = {
      u: 'undo',
      U: 'undo',
      r: 'redo',
      R: 'restart',
      h: 'hint',
      H: 'hint',
      b: 'undoSteps',
      B: 'undoSteps',
      n: 'newGame',
      N: 'pickGame',
    };
    return key in commands ? this.board.command(commands[key]) : false;
  }

  private escape(): boolean {
    if (this.board.held) {
      this.board.hold(null);
      this.board.announce(l10n.t('Put back.'));
      return true;
    }
    return this.board.command('escape');
  }

  // ---- Focus ------------------------------------------------------------------------------------

  private setFocus(pile: string, index: number | null = null): void {
    this.board.focusPile = pile;
    this.board.focusIndex = index;
    this.board.focusBoard();
  }

  private rowOf(pile: string): string[] {
    const s = this.board.snapshot!;
    return pile[0] === 't' ? tableauRow(s) : topRow();
  }

  private across(delta: number): boolean {
    const row = this.rowOf(this.board.focusPile);
    const i = Math.max(0, row.indexOf(this.board.focusPile));
    const j = Math.max(0, Math.min(row.length - 1, i + (Number.isFinite(delta) ? delta : delta > 0 ? row.length : -row.length)));
    this.setFocus(row[j]);
    return true;
  }

  /** The pile of `row` whose centre is nearest (across) to the focused pile's. */
  private nearest(row: string[]): string {
    const rect = (pile: string) => this.board.root.querySelector(`[data-pile="${pile}"]`)?.getBoundingClientRect();
    const here = rect(this.board.focusPile);
    if (!here) return row[0];
    const x = here.left + here.width / 2;
    let best = row[0];
    let bestDistance = Infinity;
    for (const pile of row) {
      const r = rect(pile);
      if (!r) continue;
      const d = Math.abs(r.left + r.width / 2 - x);
      if (d < bestDistance) {
        bestDistance = d;
        best = pile;
      }
    }
    return best;
  }

  private up(): boolean {
    const s = this.board.snapshot!;
    const pile = this.board.focusPile;
    if (pile[0] !== 't') return true;
    if (!this.board.held) {
      const stops = focusStops(s, pile);
      const current = this.board.focusIndex ?? stops[stops.length - 1] ?? 0;
      const above = stops.filter((k) => k < current);
      if (above.length) {
        const index = above[above.length - 1];
        this.setFocus(pile, index);
        const grab = grabAt(s, pile, index);
        if (grab) this.board.announce(l10n.t('{0}, can move.', grabWords(s, grab)));
        return true;
      }
    }
    this.setFocus(this.nearest(topRow()));
    return true;
  }

  private down(): boolean {
    const s = this.board.snapshot!;
    const pile = this.board.focusPile;
    if (pile[0] !== 't') {
      this.setFocus(this.nearest(tableauRow(s)));
      return true;
    }
    if (this.board.held || this.board.focusIndex === null) return true;
    const stops = focusStops(s, pile);
    const below = stops.filter((k) => k > this.board.focusIndex!);
    const index = below[0];
    const cards = pileCards(s, pile);
    if (index === undefined || index === cards.length - 1) {
      this.setFocus(pile, null);
      if (cards.length) this.board.announce(l10n.t('{0}, top of {1}.', grabWords(s, { pile, count: 1 }), pileWords(pile)));
    } else {
      this.setFocus(pile, index);
      const grab = grabAt(s, pile, index);
      if (grab) this.board.announce(l10n.t('{0}, can move.', grabWords(s, grab)));
    }
    return true;
  }

  // ---- Acting -----------------------------------------------------------------------------------

  /** The grab at the focus: the waste's top, the column's focused card and what lies on it. */
  private grabAtFocus(): Grab | null {
    const s = this.board.snapshot!;
    const pile = this.board.focusPile;
    const cards = pileCards(s, pile);
    if (pile === 'w' || pile[0] === 't') {
      const index = pile === 'w' ? cards.length - 1 : (this.board.focusIndex ?? cards.length - 1);
      return grabAt(s, pile, index);
    }
    return null;
  }

  private nothingHere(): void {
    const s = this.board.snapshot!;
    const pile = this.board.focusPile;
    if (pile[0] === 'f') this.board.say(l10n.t('Cards on the foundations stay there'), 'error');
    else if (pileCards(s, pile).length === 0) this.board.say(emptyPile(pile), 'error');
    else this.board.say(l10n.t('That card is not free to move'), 'error');
  }

  /** Enter or Space. */
  private activate(): void {
    const s = this.board.snapshot!;
    const pile = this.board.focusPile;
    const held = this.board.held;
    if (held) {
      if (pile === held.pile) {
        this.board.hold(null);
        this.board.announce(l10n.t('Put back.'));
        return;
      }
      const move = pile === 's' ? null : moveForDrop(s, held, pile);
      if (move) {
        this.board.hold(null);
        this.board.sendMove(move);
      } else {
        this.board.say(l10n.t('{0} cannot go on {1}. Choose another pile, or Escape.', grabWords(s, held), pileWords(pile)), 'error');
      }
      return;
    }
    if (pile === 's') {
      this.board.turnStock();
      return;
    }
    const grab = this.grabAtFocus();
    if (!grab) return this.nothingHere();
    if (movesFor(s, grab).length === 0) {
      this.board.say(l10n.t('{0} cannot move now', grabWords(s, grab)), 'error');
      return;
    }
    this.pickUp(grab);
  }

  private pickUp(grab: Grab): void {
    const s = this.board.snapshot!;
    this.board.hold(grab);
    const targets = targetPiles(s, grab);
    const first = targets.find((p) => p[0] === 'f') ?? targets.find((p) => pileCards(s, p).length > 0) ?? targets[0];
    if (first) this.setFocus(first);
    this.board.announce(pickUpWords(s, grab));
  }

  /** "." or "m": the single click's move; "f": to a foundation only. */
  private smartMove(homeOnly: boolean): void {
    const s = this.board.snapshot!;
    this.board.hold(null);
    const grab = this.grabAtFocus();
    if (!grab) return this.nothingHere();
    const moves = movesFor(s, grab);
    if (homeOnly) {
      const home = grab.count === 1 ? moves.find((m) => m.to === 'f') : undefined;
      if (home) this.board.sendMove(home.text);
      else this.board.say(l10n.t('{0} cannot go to a foundation now', grabWords(s, grab)), 'error');
      return;
    }
    if (moves.length === 0) {
      const card = grabCard(s, grab);
      this.board.say(card ? l10n.t('{0} cannot move now', grabWords(s, grab)) : l10n.t('That card cannot move now'), 'error');
      return;
    }
    const auto = autoMove(s, grab);
    if (auto) this.board.sendMove(auto);
    else this.pickUp(grab);
  }
}
