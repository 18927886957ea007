// The extension host in the board's tests, minus VS Code: the real GameController (in-memory
// store, fake clock) reads what the board posted, plays it and sends the next snapshot back, the
// way src/vscode/board-panel.ts does. Enough for a whole game played through the board.

import type { BoardSettings, HintShown, HostMessage, Snapshot, WebviewMessage } from '../../../src/protocol';
import { isWon, solve } from '../../../src/engine/index';
import type { AutoMoveMode, Game, VariantId } from '../../../src/engine/index';
import type { BoardPage } from './harness';
import { HostGame } from './snapshots';

export class FakeHost {
  private read = 0;
  /** Everything the board posted that the host handled, in order. */
  readonly received: WebviewMessage[] = [];
  /** What `hint` answers (the test sets it). */
  hintReply: HintShown = { move: null, text: 'No hint' };

  private constructor(private readonly host: HostGame) {}

  /**
   * A host whose game is the deal (no automatic moves at the deal) with `moves` played, each a
   * step of its own; from then on each move is followed by the automatic moves of `autoMoves`.
   */
  static async start(
    variant: VariantId,
    {
      deal,
      autoMoves = 'safe',
      settings,
      moves = [],
    }: { deal?: number; autoMoves?: AutoMoveMode; settings?: Partial<BoardSettings>; moves?: readonly string[] } = {},
  ): Promise<FakeHost> {
    const host = await HostGame.start(variant, { deal, settings });
    for (const move of moves) await host.play(move);
    host.autoMoves = autoMoves;
    return new FakeHost(host);
  }

  get current(): Game {
    return this.host.game;
  }

  snapshot(): Snapshot {
    return this.host.snapshot();
  }

  /** Plays a message as the host would; returns what the host sends back (or null). */
  async handle(msg: WebviewMessage): Promise<HostMessage | null> {
    this.received.push(msg);
    const c = this.host.controller;
    try {
      switch (msg.type) {
        case 'move':
          await c.move(msg.move);
          break;
        case 'solve': {
          const answer = solve(this.current, { timeMs: 3000 });
          if (answer.result !== 'won') return { type: 'error', message: 'The solver found no winning line' };
          await c.playLine(answer.moves);
          break;
        }
        case 'undo':
          await c.undo();
          break;
        case 'undoSteps':
          await c.undoSteps(msg.count);
          break;
        case 'redo':
          await c.redo();
          break;
        case 'restart':
          await c.restart();
          break;
        case 'hint':
          c.showHint(this.hintReply);
          break;
        default:
          return null;
      }
    } catch (error) {
      return { type: 'error', message: (error as Error).message };
    }
    return { type: 'state', snapshot: this.snapshot() };
  }

  /** Time passes at the table (the host's fake clock moves on). */
  wait(ms: number): Promise<void> {
    return this.host.wait(ms);
  }

  get won(): boolean {
    return isWon(this.current);
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
      const answer = await this.handle(msg);
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
