// A saved game's checkpoint: the game a few steps before the end, so that start-up replays those
// few steps and not the whole record. It is trusted only when its check value, a 64-bit hash of
// the rules and the save format, the variant, the deal, the opening, every step (redo included) and
// the game itself, matches what this record gives, and the game is whole (every card of the two
// decks once, in piles the game has). Anything else is replayed from the deal as before.

import { Card, DISTINCT_CARDS, cardText, rankOf, suitOf, tryParseCard } from '../engine/cards';
import { CHECKPOINT_STEPS, Game, GameRecord, RULES_VERSION } from '../engine/index';

/** The game as a saved game carries it: piles as Copy Position shows them, the foundations slot by slot. */
export interface SavedPosition {
  /** Columns, lowest card first; a face-down card is written "#KH". */
  tableau: string[][];
  /** Top card last. */
  stock: string[];
  waste: string[];
  /** The top rank (0 when empty) of each of the eight foundations, two a suit, clubs first. */
  foundations: number[];
  redealsLeft: number;
}

export interface SavedCheckpoint extends SavedPosition {
  /** The game is the one after this many steps of the record. */
  step: number;
  /** The hash that ties the game to the record (16 hex digits). */
  check: string;
}

const rotl = (x: number, n: number): number => (x << n) | (x >>> (32 - n));

/** A 64-bit hash as two 32-bit lanes, each mixed as murmur3 mixes (with other constants in the second). */
class Hash64 {
  constructor(
    private a = 0x2545f491,
    private b = 0x6c8e9cf5,
  ) {}

  copy(): Hash64 {
    return new Hash64(this.a, this.b);
  }

  /** Adds a 32-bit number. */
  add(unit: number): void {
    this.a = (Math.imul(rotl(this.a ^ Math.imul(rotl(Math.imul(unit, 0xcc9e2d51), 15), 0x1b873593), 13), 5) + 0xe6546b64) | 0;
    this.b = (Math.imul(rotl(this.b ^ Math.imul(rotl(Math.imul(unit ^ 0x9e3779b9, 0x85ebca6b), 17), 0xc2b2ae35), 11), 9) + 0x7f4a7c15) | 0;
  }

  /** Adds a text, its length first so that "ab" then "c" differs from "a" then "bc"; two characters a number. */
  addText(text: string): void {
    this.add(text.length);
    for (let i = 0; i < text.length; i += 2) this.add(text.charCodeAt(i) | ((text.charCodeAt(i + 1) || 0) << 16));
  }

  addStep(step: readonly string[]): void {
    this.add(step.length);
    for (const move of step) this.addText(move);
  }

  /** 16 hex digits. */
  digest(): string {
    const fmix = (h: number) => {
      h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
      h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
      return (h ^ (h >>> 16)) >>> 0;
    };
    const a = fmix(this.a ^ rotl(this.b, 7));
    const b = fmix(this.b ^ Math.imul(a, 0x27d4eb2d));
    return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
  }
}

/**
 * The hash of a record's line of play (its steps, then what could be redone, in playing order),
 * kept every CHECKPOINT_STEPS steps: a new step rehashes fewer steps than that, so saving costs
 * the same after 100 steps or 100,000. Undo, redo and restart do not change the line.
 */
export class LineHash {
  /** kept[i]: the hash of the header and the first i * CHECKPOINT_STEPS steps of the line. */
  private readonly kept: Hash64[];
  private end: Hash64;

  constructor(record: GameRecord) {
    const hash = new Hash64();
    hash.addText(JSON.stringify([RULES_VERSION, record.variant, record.deal, record.opening ?? []]));
    this.kept = [hash.copy()];
    const { steps, redo } = record;
    for (let i = 0; i < steps.length + redo.length; i++) {
      hash.addStep(i < steps.length ? steps[i] : redo[redo.length - 1 - (i - steps.length)]);
      if ((i + 1) % CHECKPOINT_STEPS === 0) this.kept.push(hash.copy());
    }
    this.end = hash;
  }

  /** A step was played after the first `count - 1` of `steps` (what could be redone is gone). */
  played(steps: GameRecord['steps'], count: number): void {
    const from = Math.floor((count - 1) / CHECKPOINT_STEPS);
    this.kept.length = from + 1;
    const hash = this.kept[from].copy();
    for (let i = from * CHECKPOINT_STEPS; i < count; i++) hash.addStep(steps[i]);
    if (count % CHECKPOINT_STEPS === 0) this.kept.push(hash.copy());
    this.end = hash;
  }

  /** The check value of what is said about the line (the save format, the game after a step…). */
  check(facts: unknown[]): string {
    const hash = this.end.copy();
    hash.addText(JSON.stringify(facts));
    return hash.digest();
  }
}

/** Where a saved game keeps its checkpoint: a kept game a few steps before the end (never the end itself, so undo after start-up replays as little). */
export const checkpointStep = (stepCount: number): number => Math.max(0, Math.floor((stepCount - 1) / CHECKPOINT_STEPS) * CHECKPOINT_STEPS);

export function savedPosition(game: Game): SavedPosition {
  return {
    tableau: game.cols.map((col, i) => col.map((card, k) => (k < game.down[i] ? '#' : '') + cardText(card))),
    stock: game.stock.map(cardText),
    waste: game.waste.map(cardText),
    foundations: [...game.found],
    redealsLeft: game.redealsLeft,
  };
}

const isCount = (value: unknown, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;

function cards(pile: unknown): Card[] | undefined {
  if (!Array.isArray(pile)) return undefined;
  const parsed = pile.map(tryParseCard);
  return parsed.every((card) => card !== undefined) ? (parsed as Card[]) : undefined;
}

/**
 * The game a saved position describes, or undefined when it is not a whole game of this variant:
 * the variant's columns, face-down cards only at the bottom and never on top, foundations
 * built from the Ace up, redeals the game has, and each of the 104 cards exactly once.
 * `dealt` is this record's deal (it gives the variant).
 */
export function gameOfPosition(data: unknown, dealt: Game): Game | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const p = data as Record<string, unknown>;
  const { variant } = dealt;
  if (!Array.isArray(p.tableau) || p.tableau.length !== variant.columns) return undefined;
  const cols: Card[][] = [];
  const down: number[] = [];
  for (const column of p.tableau as unknown[]) {
    if (!Array.isArray(column)) return undefined;
    const faceDown = column.findIndex((text) => typeof text !== 'string' || !text.startsWith('#'));
    const downCount = faceDown < 0 ? column.length : faceDown;
    const col = cards(column.map((text, k) => (k < downCount && typeof text === 'string' ? text.slice(1) : text)));
    if (!col || downCount > variant.faceDownRows || (col.length > 0 && downCount === col.length)) return undefined;
    cols.push(col);
    down.push(downCount);
  }
  const stock = cards(p.stock);
  const waste = cards(p.waste);
  const found = p.foundations;
  if (!stock || !waste || !Array.isArray(found) || found.length !== 8 || !found.every((rank) => isCount(rank, 13))) return undefined;
  if (variant.acesOut && found.some((rank) => rank === 0)) return undefined;
  if (!isCount(p.redealsLeft, variant.redeals)) return undefined;
  const copies = new Array<number>(DISTINCT_CARDS).fill(0);
  for (const card of [...cols.flat(), ...stock, ...waste]) copies[card]++;
  for (let card = 0; card < DISTINCT_CARDS; card++) {
    const suit = suitOf(card);
    copies[card] += (found[2 * suit] >= rankOf(card) ? 1 : 0) + (found[2 * suit + 1] >= rankOf(card) ? 1 : 0);
  }
  if (copies.some((n) => n !== 2)) return undefined;
  return { variant, fits: dealt.fits, cols, down, stock, waste, found: [...(found as number[])], redealsLeft: p.redealsLeft };
}
