// Every message between the extension host and the board, both directions, declared once. The host owns the
// truth: the board sends what the player did and draws the complete snapshot the host sends back after every
// accepted action (never a delta: a hidden webview drops messages, and a re-shown one asks for a fresh snapshot
// with `ready`; a new board's page carries its first). Shared by host and webview: imports engine types, plain-text.ts.

import { quoteInput } from './plain-text';
import type { VariantId } from './engine/variants';

export const VIEW_TYPE = 'fortyThieves.board';
export const FIRST_SNAPSHOT_ID = 'first-snapshot'; // the element of the board's page holding its first snapshot, as JSON
export const BOARD_WORDS_ID = 'board-words'; // the element of the page holding the bundle for its <html lang> (vscode.l10n.bundle), as JSON

// ---- Board → host -----------------------------------------------------------------------------

export type WebviewMessage =
  /**
   * The board is loaded (or re-shown) and wants a snapshot; after a reload it says what its clock
   * showed before (the host catches up a clock that was not saved yet).
   */
  | { type: 'ready'; shownClock?: ShownClock }
  /** A move in engine notation; in one-card games a run ("t2>t7:3") is a shortcut the host expands. */
  | { type: 'move'; move: string }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'restart' }
  /** A new deal: of the given game, or of the current one when omitted. */
  | { type: 'newGame'; variant?: VariantId }
  /** Open the game picker (the same as the New Game… command). */
  | { type: 'pickGame' }
  | { type: 'hint' }
  /** Undo several steps at once (offered by a hint: back to the last position that still wins). */
  | { type: 'undoSteps'; count: number }
  /** Play the rest of a winning line as a demonstration (one undoable step). */
  | { type: 'solve' }
  | { type: 'showStatistics' }
  | { type: 'closeStatistics' }
  | { type: 'resetStatistics' }
  /** The answer to a `ping`: every message sent to the board before it has been handled. */
  | { type: 'pong'; id: number }
  /** Deal a game from the history again (asks first over a game in progress, as New Game does). */
  | { type: 'playAgain'; variant: VariantId; dealNumber: number }
  /** Open the review of the game (Review Game), or of a finished game of the history whose moves are kept (its id). */
  | { type: 'review'; id?: string }
  /** Show this position of the game in the review (0: the deal). */
  | { type: 'reviewShow'; position: number }
  /** Play on from this position of the review: it becomes the game again, as undo to it would make it. */
  | { type: 'playOn'; position: number }
  | { type: 'closeReview' };

/** The clock the board showed, and the game it showed it for. */
export interface ShownClock {
  variant: VariantId;
  dealNumber: number | null;
  moveCount: number;
  elapsedMs: number;
}

export type WebviewMessageType = WebviewMessage['type'];

const SIMPLE_TYPES: readonly WebviewMessageType[] = [
  'undo',
  'redo',
  'restart',
  'pickGame',
  'hint',
  'solve',
  'showStatistics',
  'closeStatistics',
  'resetStatistics',
  'closeReview',
];

const MAX_MOVE_LENGTH = 16;
/** Two decks: no pile, step or column holds more cards. */
const CARDS = 104;

/** A whole number from min to max: counts and ids from outside are never fractions, NaN or 1e308. */
const isWhole = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const isMoveText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_MOVE_LENGTH;

/** Checks a message from the webview (which is not trusted) and returns it typed, or throws an Error whose message says plainly
 * what was wrong. Variant ids are checked by the caller's list. */
export function parseWebviewMessage(raw: unknown, variantIds: readonly string[]): WebviewMessage {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error(`The board sent ${raw === null ? 'null' : Array.isArray(raw) ? 'a list' : typeof raw} instead of a message`);
  }
  const msg = raw as Record<string, unknown>;
  const type = msg.type;
  if (typeof type !== 'string') throw new Error('The board sent a message without a type');
  if ((SIMPLE_TYPES as readonly string[]).includes(type)) return { type } as WebviewMessage;
  switch (type) {
    case 'ready': {
      // Only a hint to the host: a clock that is not one is left out, and the board still gets its snapshot.
      const shownClock = parseShownClock(msg.shownClock, variantIds);
      return shownClock ? { type, shownClock } : { type };
    }
    case 'move':
      if (!isMoveText(msg.move)) throw new Error('The board sent a move that is not a move string like "t2>t7"');
      return { type, move: msg.move };
    case 'pong':
      if (!isWhole(msg.id, 1)) throw new Error('The board answered a ping without its number');
      return { type, id: msg.id };
    case 'undoSteps':
      if (!isWhole(msg.count, 1)) {
        throw new Error('The board asked to undo a number of moves that is not a whole number of 1 or more');
      }
      return { type, count: msg.count };
    case 'reviewShow':
    case 'playOn':
      if (!isWhole(msg.position, 0)) throw new Error('The board named a position of the review that is not a whole number of 0 or more');
      return { type, position: msg.position };
    case 'review':
      if (msg.id === undefined) return { type };
      if (typeof msg.id !== 'string' || !msg.id.length || msg.id.length > 100) throw new Error('The board named no game to review');
      return { type, id: msg.id };
    case 'playAgain':
      if (typeof msg.variant !== 'string' || !variantIds.includes(msg.variant)) {
        throw new Error(`The board asked to play again an unknown game ${quoteInput(msg.variant)}`);
      }
      if (!isWhole(msg.dealNumber, 1, 0xffffffff)) {
        throw new Error('The board asked to play again a deal number that is not a whole number from 1 to 4294967295');
      }
      return { type, variant: msg.variant as VariantId, dealNumber: msg.dealNumber };
    case 'newGame':
      if (msg.variant === undefined) return { type };
      if (typeof msg.variant !== 'string' || !variantIds.includes(msg.variant)) {
        throw new Error(`The board asked for an unknown game ${quoteInput(msg.variant)}`);
      }
      return { type, variant: msg.variant as VariantId };
    default:
      throw new Error(`The board sent an unknown message type ${quoteInput(type)}`);
  }
}

function parseShownClock(raw: unknown, variantIds: readonly string[]): ShownClock | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { variant, dealNumber, moveCount, elapsedMs } = raw as Record<string, unknown>;
  if (typeof variant !== 'string' || !variantIds.includes(variant)) return undefined;
  if (!(dealNumber === null || isWhole(dealNumber, 0, 0xffffffff)) || !isWhole(moveCount, 0, 1e9) || !isWhole(elapsedMs, 0, 1e13))
    return undefined;
  return { variant: variant as VariantId, dealNumber, moveCount, elapsedMs };
}

// ---- Host → board -----------------------------------------------------------------------------

const CARD_TEXT = /^[A2-9TJQK][CDHS]$/;
const COLUMN_TEXT = /^t([1-9]|1\d|20)$/;
const PILE_TEXT = /^(s|w|f[1-8]|t([1-9]|1\d|20))$/;
const MAX_STEP_MOVES = 2000;

/** Checks the snapshot's hint and returns it typed (null: none), or throws an Error saying what was wrong. */
export function parseHint(raw: unknown): HintShown | null {
  if (raw === null) return null;
  const h = raw as Record<string, unknown>;
  if (typeof h !== 'object' || typeof h.text !== 'string' || !(h.move === null || isMoveText(h.move))) {
    throw new Error('The host sent a hint without its text and move');
  }
  if (h.undoSteps !== undefined && !isWhole(h.undoSteps, 1)) {
    throw new Error(`The host offered to undo ${quoteInput(h.undoSteps)} moves`);
  }
  return { move: h.move, text: h.text, ...(h.undoSteps !== undefined ? { undoSteps: h.undoSteps } : {}) };
}

/** Checks the snapshot's lastStepEffects (the board draws only what makes sense) and returns them typed, or throws an Error
 * saying plainly what was wrong. */
export function parseStepEffects(raw: unknown, lastStep: readonly string[]): MoveEffect[] {
  if (!Array.isArray(raw) || raw.length !== lastStep.length || raw.length > MAX_STEP_MOVES) {
    throw new Error(`The host sent ${Array.isArray(raw) ? raw.length : 'no list of'} effects for a step of ${lastStep.length} moves`);
  }
  return raw.map((e: unknown, i): MoveEffect => {
    const where = `Move ${i + 1} of the step`;
    if (typeof e !== 'object' || e === null) throw new Error(`${where} has no effect`);
    const { move, from, to, cards, revealed, auto } = e as Record<string, unknown>;
    if (move !== lastStep[i]) throw new Error(`${where} is ${quoteInput(lastStep[i])}, but its effect is of ${quoteInput(move)}`);
    if (typeof from !== 'string' || !PILE_TEXT.test(from) || typeof to !== 'string' || !PILE_TEXT.test(to)) {
      throw new Error(`${where} goes from ${quoteInput(from)} to ${quoteInput(to)}, which are not piles`);
    }
    if (!Array.isArray(cards) || !isWhole(cards.length, 1, CARDS) || !cards.every((c) => typeof c === 'string' && CARD_TEXT.test(c)))
      throw new Error(`${where} moved something that is not a list of cards`);
    if (typeof auto !== 'boolean') throw new Error(`${where} does not say whether it was automatic`);
    const effect: MoveEffect = { move, from, to, cards: cards as string[], auto };
    if (revealed !== undefined) {
      const r = revealed as Record<string, unknown>;
      if (
        typeof r !== 'object' ||
        r === null ||
        typeof r.pile !== 'string' ||
        !COLUMN_TEXT.test(r.pile) ||
        !isWhole(r.index, 0, CARDS - 1) ||
        typeof r.card !== 'string' ||
        !CARD_TEXT.test(r.card)
      ) {
        throw new Error(`${where} turned up something that is not a card in a column`);
      }
      effect.revealed = { pile: r.pile, index: r.index, card: r.card };
    }
    return effect;
  });
}

/** 'solved': the solver played the game out (Solve); it counts as not won. */
export type GameStatus = 'playing' | 'won' | 'solved' | 'lost';

/** Everything the board draws. Face-down cards are "#" (the board never learns what they are). */
export interface Snapshot {
  variant: VariantId;
  variantName: string;
  /** The variant's rules in plain sentences (for the rules/help text). */
  rules: string[];
  /** The deal number, or null for a game dealt from an explicit deck. */
  dealNumber: number | null;
  /** Columns t1..tN, lowest card first; a face-down card is "#". */
  tableau: string[][];
  /** Foundations f1..f8, two per suit in the order clubs, diamonds, hearts, spades: the top card or null. */
  foundations: (string | null)[];
  /** The waste, lowest first (the board fans the last few; only the top one plays). */
  waste: string[];
  stockCount: number;
  redealsLeft: number;
  /** Cards turned per stock click (3 in Little Forty). */
  cardsPerTurn: number;
  /** Whether a run of cards may be grabbed (sequence games, or shortcut runs in one-card games). */
  moveUnit: 'single' | 'sequence';
  /** Every move the player may make now, in engine notation, including multi-card shortcuts. */
  legalMoves: string[];
  /**
   * The moves of the last step played (for animation and announcements), or [] after undo/new
   * game. Right after a deal or restart it lists the automatic moves home the deal allowed, with
   * lastAction 'move': the host first sends the bare deal, so the board flies them from there.
   */
  lastStep: string[];
  /** What each move of lastStep did, one entry per move, worked out by the host: the board animates and announces from it and
   * never re-derives the rules. Checked by parseStepEffects. */
  lastStepEffects: MoveEffect[];
  /** What the last action was, so the board can animate forwards only. */
  lastAction: 'deal' | 'move' | 'undo' | 'redo' | 'restart' | 'restore';
  /** The player's moves: a move, stock turn or multi-card shortcut counts one; automatic moves and Solve none. */
  moveCount: number;
  cardsHome: number;
  canUndo: boolean;
  canRedo: boolean;
  status: GameStatus;
  /** Milliseconds played so far (the clock starts at the first move) and whether it is running. */
  elapsedMs: number;
  timerRunning: boolean;
  settings: BoardSettings;
  /** The statistics table, when the player asked to see it. */
  statistics: StatisticsRow[] | null;
  /** The games played lately and the daily record, with the statistics (null while they are closed). */
  playRecord: PlayRecord | null;
  /** A message for the player (an illegal move, damaged saved game…), or null. */
  notice: Notice | null;
  /** The hint asked for in this position (or what it is still looking for); null after the position changed. */
  hint: HintShown | null;
  /**
   * Can the game still be won from here, as the solver found in the background: 'checking'
   * while it searches, 'unknown' when its budget ran out; null when the indicator is off. Once
   * the game is over: 'lost' after a loss, null after a win or Solve (never 'checking').
   */
  winnability: Winnability | null;
  /** Solve is searching for a winning line (its button is disabled until it answers). */
  solving: boolean;
  /** The UTC day (YYYY-MM-DD) whose Today's Deal this game is; null for any other game. */
  dailyDeal: string | null;
  /** The game's review, while it is open (null otherwise): the piles above are then those of the position it shows, read only
   * (no legal moves), and `winnability` is that position's mark; the review of a finished game (`finished`) shows that game's
   * variant, deal, rules, status and time instead of the game being played. */
  review: ReviewShown | null;
}

/** The review of a game: each position's mark, the move that lost the game, the position shown. */
export interface ReviewShown {
  /** One letter per position, from the deal (0) to the last: w still winnable, l lost, u not known. */
  marks: string;
  /** What each move did ("Six of Hearts to column 4"): moves[i] leads from position i to position i + 1. */
  moves: string[];
  /** The position the board shows. */
  shown: number;
  /** What the review found: the move that lost the game and what would still have won, or that it stayed winnable, or what is not known. */
  summary: string;
  /** The number of the move that lost the game (1: the first), when known. */
  losingMove: number | null;
  /** The next move of a winning line from the position shown (the board points it out), with its words; null when none is known. */
  next: { move: string; text: string } | null;
  /** While positions are still being worked out: how many the solver was asked about, of at most how many. */
  progress: { asked: number; of: number } | null;
  /** A finished game of the history (how it ended), not the game being played: it cannot be played on. */
  finished?: GameResult;
}

export type Winnability = 'checking' | 'winnable' | 'lost' | 'unknown';

/** What one move did. Piles: "s", "w", "t1".."t20", and "f1".."f8" (the foundation slot, two per suit in the order C, D, H, S). */
export interface MoveEffect {
  /** The move in engine notation, as in lastStep. */
  move: string;
  from: string;
  to: string;
  /** The cards that moved, lowest first: they leave the top of `from` and end on top of `to` (turning the waste over: the whole
   * waste, to the stock face down). */
  cards: string[];
  /** The face-down card this move turned face up: its column, its place in it (0: the lowest), the card. */
  revealed?: { pile: string; index: number; card: string };
  /** An automatic move to the foundations (after the player's move, or right after the deal). */
  auto: boolean;
}

export interface BoardSettings {
  showTimer: boolean;
  animations: boolean;
}

export interface Notice {
  kind: 'info' | 'warning' | 'error';
  text: string;
}

export interface StatisticsRow {
  variant: VariantId;
  name: string;
  played: number;
  won: number;
  /** 0..1, or null when none played. */
  winRate: number | null;
  currentStreak: number;
  bestStreak: number;
  bestTimeMs: number | null;
  fewestMoves: number | null;
}

/** How a finished game ended: won by the player, finished by Solve, or lost (abandoned). */
export type GameResult = 'won' | 'solved' | 'lost';

/** One finished game in the history. */
export interface HistoryEntry {
  /** Names the game, so a merge (Import Statistics…) counts it once. */
  id: string;
  variant: VariantId;
  /** null for a game dealt from an explicit deck. */
  dealNumber: number | null;
  /** When it ended (ms since 1970, UTC). */
  endedAt: number;
  result: GameResult;
  timeMs: number;
  moves: number;
  /** The UTC day (YYYY-MM-DD) when this game was that day's deal. */
  daily?: string;
  /** Its moves are kept on this machine: the row offers Review (in the board's snapshot only, never in the record). */
  review?: true;
}

/** One day's deal of one game, as first played that day (replays do not count). */
export interface DailyEntry {
  day: string;
  variant: VariantId;
  dealNumber: number;
  result: GameResult;
  timeMs: number;
  moves: number;
}

export interface DailySummary {
  daysPlayed: number;
  daysWon: number;
  /** Days in a row, up to today (or yesterday while today's is unplayed), with a deal won. */
  currentStreak: number;
  bestStreak: number;
}

export interface PlayRecord {
  /** Newest first, at most 100. */
  history: HistoryEntry[];
  /** Newest first. */
  daily: DailyEntry[];
  /** For all games ('all') and each game played as a daily deal. */
  dailySummaries: Partial<Record<VariantId | 'all', DailySummary>>;
  /** Today (UTC), for "today" in the daily table. */
  today: string;
}

export type HostMessage =
  | { type: 'state'; snapshot: Snapshot }
  /** Asks the board to answer `pong` (the host waits for what it sent before to be handled). */
  | { type: 'ping'; id: number }
  /** A refused action: the game is unchanged; the board shows the text and springs the card back. */
  | { type: 'error'; message: string };

/** A hint: the move to highlight (null if none) and what to say; on a lost position, `undoSteps` offers to go back that many
 * steps to the last position that still wins. */
export interface HintShown {
  move: string | null;
  text: string;
  undoSteps?: number;
}
