// The board's motion, as a Lit reactive controller: a step's moves fly one after the other
// (animator.ts), a solver's demonstration at a steady pace. Any press or key finishes the motion
// at once; during a demonstration it only skips to the end and does nothing else.

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { FLIGHT_MS, Stage, StepPlayer, demoPace } from '../table/animator';
import type { Piles, StepFrames } from '../model/frames';
import { isDemonstration } from '../model/speech';

/** What the motion needs from the board. */
export interface MotionBoard extends ReactiveControllerHost, HTMLElement {
  /** Draws these piles (the animator's frames), or the snapshot's when null: with the next update, or `now`. */
  drawPiles(piles: Piles | null, now?: boolean): void;
}

export class Motion implements ReactiveController, Stage {
  /** Cards are flying: the end of the game (won, solved, lost) shows once they have landed. */
  moving = false;
  /** A demonstration is playing: a click or key only skips to its end. */
  private demonstrating = false;
  private swallowClick = false;
  /** What waits for the demonstration's last card to land. */
  private afterDemonstration: (() => void)[] = [];
  private readonly player = new StepPlayer(this);

  constructor(
    private readonly board: MotionBoard,
    /** The pointer input, told when a press finished a flight (the card under it moved). */
    private readonly input: { retarget: boolean },
  ) {
    board.addController(this);
  }

  get root(): HTMLElement {
    return this.board;
  }

  hostConnected(): void {
    // Any input finishes the motion at once, before it is handled.
    this.board.addEventListener('pointerdown', this.onPress, { capture: true });
    this.board.addEventListener('click', this.onClickCapture, { capture: true });
  }

  hostDisconnected(): void {
    this.board.removeEventListener('pointerdown', this.onPress, { capture: true });
    this.board.removeEventListener('click', this.onClickCapture, { capture: true });
    this.player.finish();
  }

  drawPiles(piles: Piles | null, now = false): void {
    this.board.drawPiles(piles, now);
  }

  motionEnded(): void {
    this.moving = false;
    this.demonstrating = false;
    this.board.requestUpdate();
    for (const then of this.afterDemonstration.splice(0)) then();
  }

  /** Calls `then` when the demonstration playing lands (played out, skipped or cut short); false, calling nothing, when none plays. */
  whenDemonstrated(then: () => void): boolean {
    if (this.demonstrating) this.afterDemonstration.push(then);
    return this.demonstrating;
  }

  /** Ends the motion now, every card in its place. */
  finish(): void {
    this.player.finish();
  }

  /**
   * Plays a step's frames from the position drawn now. A demonstration (a long line that is not
   * just automatic moves home) plays at a steady pace, faster for a long line so that it ends in
   * seconds; a long run of automatic moves home speeds up. `skipFirst`: the first move was
   * dropped by drag and drop, already where it lands.
   */
  play(frames: StepFrames, step: readonly string[], skipFirst: boolean): void {
    const n = step.length;
    const demo = isDemonstration(step);
    const duration = demo ? demoPace(n) : Math.round(Math.max(60, Math.min(FLIGHT_MS, 2500 / n)));
    this.moving = true;
    this.demonstrating = demo;
    this.player.play(frames, { duration, skipFirst });
    if (!this.player.running) this.motionEnded();
  }

  /** A key was pressed: the motion finishes; true when it only skipped a demonstration. */
  keyPressed(): boolean {
    const skipped = this.demonstrating;
    if (this.player.running) this.player.finish();
    return skipped;
  }

  private onPress = (event: PointerEvent): void => {
    if (this.demonstrating) {
      // The press skips the demonstration to its end, and does nothing else.
      event.stopPropagation();
      this.swallowClick = true;
      this.player.finish();
      return;
    }
    // The browser found what this press hit mid-flight: let the input look again once the cards have landed.
    this.input.retarget = this.player.running;
    if (this.player.running) this.player.finish();
  };

  private onClickCapture = (event: MouseEvent): void => {
    if (!this.swallowClick) return;
    this.swallowClick = false;
    event.stopPropagation();
    event.preventDefault();
  };
}
