// Motion after a move: the cards of each move fly from their pile to their destination, one move
// after the other (FLIP: measure where the cards are, draw the next position, then play the
// difference back as a transform). The new places are read in the frame that draws the move,
// before its paint: there the layout is the one that frame does anyway, where read right after
// drawing it would cost a layout of its own (issue 35: about 3 ms of a snapshot's frame in Maria).
// A step is the player's move and the automatic moves after it;
// a solver's demonstration is one long step. Any input finishes the motion at once, so it never
// delays the player. Nothing runs when animations are off or the player prefers reduced motion.

import type { Piles, PlayedMove, StepFrames } from '../model/frames';

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** How long one move flies, in ms: a step's moves, and a demonstration's. */
export const FLIGHT_MS = 140;
export const DEMO_MS = 150;
/** A whole demonstration lasts at most this long: a long line plays faster. */
export const DEMO_BUDGET_MS = 18_000;

/** Time per move of a demonstration of `moves` moves (the last one's flight included). */
export const demoPace = (moves: number): number => Math.min(DEMO_MS, Math.floor(DEMO_BUDGET_MS / Math.max(1, moves)));

const FLIP: Keyframe[] = [{ transform: 'rotateY(90deg)' }, { transform: 'none' }];

/** What the player needs from the board. */
export interface Stage {
  readonly root: HTMLElement;
  /** Draws these piles (the snapshot's own when null) with the board's next update, before the next frame; `now`: at once. */
  drawPiles(piles: Piles | null, now?: boolean): void;
  /** The motion is over: every card is in its place (played out, or finished early). */
  motionEnded(): void;
}

export class StepPlayer {
  private timer: number | undefined;
  private flights: { a: Animation; done?: () => void }[] = [];
  /** The moves drawn whose flights start in the next frame (fly), where their cards' new places are read. */
  private takingOff: { played: PlayedMove; origins: DOMRect[] }[] = [];
  private takeOffFrame = 0;
  private replay: StepFrames | null = null;
  private next = 0;
  private duration = FLIGHT_MS;
  private skipFirst = false;
  private startedAt = 0;

  constructor(private readonly stage: Stage) {}

  get running(): boolean {
    return this.replay !== null || this.flights.length > 0 || this.takingOff.length > 0;
  }

  /** Plays the replay's frames in turn (the stage shows the position before the step). */
  play(replay: StepFrames, { duration = FLIGHT_MS, skipFirst = false } = {}): void {
    this.finish();
    if (!replay.frames.length) return;
    this.replay = replay;
    this.next = 0;
    this.duration = duration;
    this.skipFirst = skipFirst;
    this.startedAt = performance.now();
    this.tick();
  }

  /** Ends the motion now: the final position, every card in its place. */
  finish(): void {
    window.clearTimeout(this.timer);
    this.timer = undefined;
    const wasPlaying = this.replay !== null;
    const wasMoving = this.running;
    this.replay = null;
    window.cancelAnimationFrame(this.takeOffFrame);
    this.takingOff = [];
    for (const f of this.flights.splice(0)) {
      f.a.finish();
      f.done?.();
    }
    // At once: the next step's cards take off from where this one left them.
    if (wasPlaying) this.stage.drawPiles(null, true);
    if (wasMoving) this.stage.motionEnded();
  }

  private tick = (): void => {
    const replay = this.replay;
    if (!replay) return;
    // On a busy machine the timer comes late: jump to the frame due now (without its flight),
    // so that a line never takes longer than its moves times the pace.
    const due = Math.floor((performance.now() - this.startedAt) / this.duration);
    const k = Math.min(replay.frames.length - 1, Math.max(this.next, due));
    const skipped = k > this.next;
    this.next = k + 1;
    const played = replay.moves[k];
    const origins = this.origins(played);
    const last = k === replay.frames.length - 1;
    this.stage.drawPiles(last ? null : replay.frames[k]);
    if (!skipped && !(k === 0 && this.skipFirst)) this.takeOff(played, origins);
    if (!last) this.timer = window.setTimeout(this.tick, Math.max(0, this.startedAt + this.next * this.duration - performance.now()));
    else {
      this.replay = null;
      if (!this.running) this.stage.motionEnded();
    }
  };

  /** The move's cards fly in the next frame, before its paint (the cards are drawn in their new places by then). */
  private takeOff(played: PlayedMove, origins: DOMRect[]): void {
    this.takingOff.push({ played, origins });
    if (this.takingOff.length > 1) return;
    this.takeOffFrame = window.requestAnimationFrame(() => {
      for (const { played, origins } of this.takingOff.splice(0)) this.fly(played, origins);
      if (!this.running) this.stage.motionEnded();
    });
  }

  private cards(pile: string): HTMLElement[] {
    return [...this.stage.root.querySelectorAll<HTMLElement>(`[data-pile="${pile}"] > .card`)];
  }

  /** Where the moving cards are before the move. */
  private origins(p: PlayedMove): DOMRect[] {
    const { from, count } = p.move;
    if (from === 's') {
      const stock = this.stage.root.querySelector<HTMLElement>('[data-pile="s"] > .card, [data-pile="s"]');
      return stock ? [stock.getBoundingClientRect()] : [];
    }
    if (from === 'w')
      return this.cards('w')
        .slice(-1)
        .map((el) => el.getBoundingClientRect());
    return this.cards(from)
      .slice(-count)
      .map((el) => el.getBoundingClientRect());
  }

  /** The cards that moved, where they are drawn now. */
  private arrivals(p: PlayedMove): HTMLElement[] {
    const { to } = p.move;
    if (to === 'f') return p.slot ? this.cards(`f${p.slot}`) : [];
    if (to === 'w') return this.cards('w').slice(-Math.min(3, Math.max(1, p.cards.length)));
    if (to[0] === 't') return this.cards(to).slice(-p.move.count);
    return [];
  }

  private fly(p: PlayedMove, origins: DOMRect[]): void {
    const arrivals = this.arrivals(p);
    if (origins.length) {
      // Every place read before any card is changed: one layout for the move, not one per card.
      const places = arrivals.map((el) => el.getBoundingClientRect());
      arrivals.forEach((el, i) => {
        const from = origins[Math.min(i, origins.length - 1)];
        const to = places[i];
        const dx = from.left - to.left;
        const dy = from.top - to.top;
        if (Math.abs(dx) + Math.abs(dy) < 1) return;
        el.classList.add('flying');
        const a = el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
          duration: this.duration,
          easing: 'cubic-bezier(.25,.75,.35,1)',
        });
        this.track(a, () => el.classList.remove('flying'));
      });
    }
    if (p.revealed) {
      const el = this.cards(p.revealed.pile)[p.revealed.index];
      if (el) this.track(el.animate(FLIP, { duration: Math.min(200, this.duration + 40), easing: 'ease-out' }));
    }
  }

  private track(a: Animation, done?: () => void): void {
    const flight = { a, done };
    this.flights.push(flight);
    const end = () => {
      done?.();
      const i = this.flights.indexOf(flight);
      if (i < 0) return;
      this.flights.splice(i, 1);
      if (!this.running) this.stage.motionEnded();
    };
    a.addEventListener('finish', end);
    a.addEventListener('cancel', end);
  }
}
