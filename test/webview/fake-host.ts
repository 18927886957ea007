// A small stand-in for the extension host in the board's tests: it keeps a game with the real
// engine in Node, reads what the board posted, plays it (the player's move, then the automatic
// moves to the foundations, as one step, the way src/host/session.ts does) and sends the next
// snapshot back. Enough for a whole game played through the board.

import type { BoardSettings, HostMessage, Snapshot, WebviewMessage } from '../../src/protocol';
import { autoMoves, isWon, planMove, playAll, solve } from '../../src/engine/index';
import type { AutoMoveMode, Game } from '../../src/engine/index';
import type { BoardPage } from './harness';
import { snapshotOfGame } from './snapshots';

interface Entry {
  game: Game;
  step: string[];
  /** The step was a Solve demonstration. */
  bySolver?: boolean;
}

export class FakeHost {
  private history: Entry[] = [];
  private undone: Entry[] = [];
  private lastStep: string[] = [];
  private lastAction: Snapshot['lastAction'] = 'deal';
  private read = 0;
  /** Everything the board posted that the host handled, in order. */
  readonly received: WebviewMessage[] = [];
  /** What `hint` answers (the test sets it). */
  hintReply: Extract<HostMessage, { type: 'hint' }> = { type: 'hint', move: null, text: 'No hint' };

  constructor(
    private game: Game,
    private readonly options: { deal?: number; autoMode?: AutoMoveMode; settings?: Partial<BoardSettings>; extra?: Partial<Snapshot> } = {},
  ) {}

  get current(): Game {
    return this.game;
  }

  snapshot(): Snapshot {
    const moveCount = this.history.reduce((n, e) => n + e.step.length, 0);
    return snapshotOfGame(this.game, {
      deal: this.options.deal,
      settings: this.options.settings,
      extra: {
        lastStep: this.lastStep,
        lastAction: this.lastAction,
        moveCount,
        canUndo: this.history.length > 0,
        canRedo: this.undone.length > 0,
        elapsedMs: 0,
        ...(this.won && this.history.at(-1)?.bySolver ? { status: 'solved' as const } : {}),
        ...this.options.extra,
      },
    });
  }

  /** Plays a message as the host would; returns what the host sends back (or null). */
  handle(msg: WebviewMessage): HostMessage | null {
    this.received.push(msg);
    switch (msg.type) {
      case 'move': {
        let planned: string[];
        try {
          planned = planMove(this.game, msg.move);
        } catch (err) {
          return { type: 'error', message: (err as Error).message };
        }
        const after = playAll(this.game, planned);
        const auto = autoMoves(after, this.options.autoMode ?? 'safe');
        this.commit([...planned, ...auto.moves], auto.game);
        break;
      }
      case 'solve': {
        const answer = solve(this.game, { timeMs: 3000 });
        if (answer.result !== 'won') return { type: 'error', message: 'The solver found no winning line' };
        this.commit(answer.moves, playAll(this.game, answer.moves), true);
        break;
      }
      case 'undo':
      case 'undoSteps':
        for (let i = 0; i < (msg.type === 'undo' ? 1 : msg.count) && this.history.length; i++) {
          const e = this.history.pop()!;
          this.undone.push({ game: this.game, step: e.step, bySolver: e.bySolver });
          this.game = e.game;
        }
        this.lastStep = [];
        this.lastAction = 'undo';
        break;
      case 'redo': {
        const e = this.undone.pop();
        if (!e) return { type: 'error', message: 'Nothing to redo' };
        this.history.push({ game: this.game, step: e.step, bySolver: e.bySolver });
        this.game = e.game;
        this.lastStep = [];
        this.lastAction = 'redo';
        break;
      }
      case 'hint':
        return this.hintReply;
      default:
        return null;
    }
    return { type: 'state', snapshot: this.snapshot() };
  }

  private commit(step: string[], game: Game, bySolver = false): void {
    this.history.push({ game: this.game, step, bySolver });
    this.undone = [];
    this.game = game;
    this.lastStep = step;
    this.lastAction = 'move';
  }

  get won(): boolean {
    return isWon(this.game);
  }

  /** Handles what the board posted since the last call and sends the answers. */
  async pump(board: BoardPage): Promise<HostMessage[]> {
    const posted = (await board.posted()).slice(this.read);
    this.read += posted.length;
    const sent: HostMessage[] = [];
    for (const msg of posted) {
      if (msg.type === 'ready') {
        await board.show(this.snapshot());
        continue;
      }
      const answer = this.handle(msg);
      if (answer) {
        await board.send(answer);
        sent.push(answer);
      }
    }
    return sent;
  }

  /** Starts the board: the first snapshot. */
  async start(board: BoardPage): Promise<void> {
    this.read = (await board.posted()).length;
    await board.show(this.snapshot());
  }
}
