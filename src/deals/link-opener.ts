// Opening deal links, which come from someone else: each opening deals the linked game or says
// why it cannot; a link to the game being played shows it. Over a game that would count as lost
// it always asks first (whatever the confirmNewGame setting says), and links are handled one at
// a time: a link opened while a question is open waits for its answer, then asks its own.

import { getVariant } from '../engine/index';
import { DealLink, parseDealLink } from './deal-link';

/** Links waiting beyond this are refused with a word: nobody opens so many at once on purpose. */
export const LINKS_WAITING = 10;

export interface LinkOpenerDeps {
  /** The game a new deal would end, counted as lost, if there is one (its name). */
  gameEnded(): string | undefined;
  confirm(message: string, action: string): Promise<boolean>;
  /** Whether the linked deal is the one being played (not over: a finished game is dealt afresh). */
  isPlaying(link: DealLink): boolean;
  /** Shows the game being played, as it is. */
  show(): void;
  /** Deals the linked game without asking again. */
  deal(link: DealLink): Promise<void>;
  refuse(message: string): void;
}

export class DealLinkOpener {
  private queue: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly deps: LinkOpenerDeps) {}

  /** Opens a link's path and query; resolves when it has been dealt, declined or refused. */
  open(path: string, query: string): Promise<void> {
    if (this.waiting >= LINKS_WAITING) {
      this.deps.refuse(`Forty Thieves: ${LINKS_WAITING} links are waiting to be opened already; open this one again when they are done.`);
      return Promise.resolve();
    }
    this.waiting++;
    const run = this.queue.then(() => this.handle(path, query)).finally(() => this.waiting--);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async handle(path: string, query: string): Promise<void> {
    let link: DealLink;
    try {
      link = parseDealLink(path, query);
    } catch (error) {
      this.deps.refuse(`Forty Thieves: this link opens nothing: ${(error as Error).message}.`);
      return;
    }
    // A link to the game on the table (the player's own, say): shown as it is, nothing to ask.
    if (this.deps.isPlaying(link)) {
      this.deps.show();
      return;
    }
    const name = `${getVariant(link.variant).name} deal ${link.dealNumber}`;
    const ended = this.deps.gameEnded();
    if (
      ended &&
      !(await this.deps.confirm(`A link asks to deal ${name}. Deal it? The ${ended} game in progress will count as lost.`, 'Deal It'))
    )
      return;
    await this.deps.deal(link);
  }
}
