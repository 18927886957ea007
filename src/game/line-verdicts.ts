// What is known of the positions along a game's line of play (position 0 is the deal with its
// opening moves, position i the game after i steps, the steps that can be redone included):
// whether each can still be won. A position that cannot be won never leads to one that can (a
// winning line from the later position would win from the earlier one too), so everything known
// is two numbers: every position up to `winnableTo` wins, every one from `lostFrom` on is lost,
// and those between are not known. The review and the way back after a hint read it; it is
// saved with the game.

export type Verdict = 'winnable' | 'lost';

/** As saved with the game: absent numbers are not known. */
export interface SavedVerdicts {
  winnableTo?: number;
  lostFrom?: number;
}

export class LineVerdicts {
  static readonly NONE = new LineVerdicts(-1, Infinity);

  private constructor(
    /** The last position known to win (-1: none). */
    readonly winnableTo: number,
    /** The first position known lost (Infinity: none). */
    readonly lostFrom: number,
  ) {}

  at(position: number): Verdict | undefined {
    if (position <= this.winnableTo) return 'winnable';
    return position >= this.lostFrom ? 'lost' : undefined;
  }

  /**
   * What is known once this position is known too. A winning line is checked by replaying it,
   * so "winnable" overrules a "lost" that contradicts it; a contradicting "lost" is not taken.
   */
  with(position: number, verdict: Verdict): LineVerdicts {
    if (verdict === 'winnable') {
      if (position <= this.winnableTo) return this;
      return new LineVerdicts(position, position >= this.lostFrom ? Infinity : this.lostFrom);
    }
    if (position >= this.lostFrom || position <= this.winnableTo) return this;
    return new LineVerdicts(this.winnableTo, position);
  }

  /** A new step replaced the line after `position`: what was known of the positions after it no longer holds. */
  keptTo(position: number): LineVerdicts {
    const winnableTo = Math.min(this.winnableTo, position);
    const lostFrom = this.lostFrom <= position ? this.lostFrom : Infinity;
    return winnableTo === this.winnableTo && lostFrom === this.lostFrom ? this : new LineVerdicts(winnableTo, lostFrom);
  }

  get saved(): SavedVerdicts | undefined {
    if (this === LineVerdicts.NONE) return undefined;
    return {
      ...(this.winnableTo >= 0 ? { winnableTo: this.winnableTo } : {}),
      ...(this.lostFrom !== Infinity ? { lostFrom: this.lostFrom } : {}),
    };
  }

  /**
   * Reads saved verdicts for a line of `last` + 1 positions. They are the solver's answers, not
   * the player's: ones that do not fit the line are not used (the review works them out again).
   */
  static parse(data: unknown, last: number): LineVerdicts {
    if (typeof data !== 'object' || data === null) return LineVerdicts.NONE;
    const { winnableTo = -1, lostFrom = Infinity } = data as Record<string, unknown>;
    const fits = (n: unknown, absent: number): n is number =>
      n === absent || (Number.isInteger(n) && (n as number) >= 0 && (n as number) <= last);
    if (!fits(winnableTo, -1) || !fits(lostFrom, Infinity) || winnableTo >= lostFrom) return LineVerdicts.NONE;
    return winnableTo === -1 && lostFrom === Infinity ? LineVerdicts.NONE : new LineVerdicts(winnableTo, lostFrom);
  }
}
