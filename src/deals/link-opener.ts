// Opening deal links, which come from someone else: each opening deals the linked game or says
// why it cannot; a link to the game being played shows it. Over a game that would count as lost
// it always asks first (whatever the confirmNewGame setting says), and links are handled one at
// a time: a link opened while a question is open waits for its answer, then asks its own.

import { variantTitle } from '../engine/index';
import { DealLink, parseDealLink } from './deal-link';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n } from '../l10n';

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
  /** The player's language (English when not given). */
  l10n?: L10n;
}

export class DealLinkOpener {
  private queue: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly deps: LinkOpenerDeps) {}

  /** Opens a link's path and query; resolves when it has been dealt, declined or refused. */
  open(path: string, query: string): Promise<void> {
    if (this.waiting >= LINKS_WAITING) {
      const { l10n = ENGLISH } = this.deps;
      this.deps.refuse(
        l10n.t('Forty Thieves: {0} links are waiting to be opened already; open this one again when they are done.', LINKS_WAITING),
      );
      return Promise.resolve();
    }
    this.waiting++;
    const run = this.queue.then(() => this.handle(path, query)).finally(() => this.waiting--);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async handle(path: string, query: string): Promise<void> {
    const { l10n = ENGLISH } = this.deps;
    let link: DealLink;
    try {
      link = parseDealLink(path, query, l10n);
    } catch (error) {
      this.deps.refuse(l10n.t('Forty Thieves: this link opens nothing: {0}.', (error as Error).message));
      return;
    }
    // A link to the game on the table (the player's own, say): shown as it is, nothing to ask.
    if (this.deps.isPlaying(link)) {
      this.deps.show();
      return;
    }
    const name = variantTitle(link.variant, l10n);
    const ended = this.deps.gameEnded();
    const question = () =>
      l10n.t('A link asks to deal {0} deal {1}. Deal it? The {2} game in progress will count as lost.', name, link.dealNumber, ended ?? '');
    if (ended && !(await this.deps.confirm(question(), l10n.t('Deal It')))) return;
    await this.deps.deal(link);
  }
}
