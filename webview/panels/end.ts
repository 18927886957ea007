// The end of the game: won (with confetti), played out by the solver, or lost.

import * as l10n from '@vscode/l10n';
import { plural } from '../model/locale';
import { variantTitle } from '../model/names';
import { html, nothing } from 'lit';
import { formatDuration } from '../../src/engine/duration';
import type { Snapshot, WebviewMessage } from '../../src/protocol';
import { dailyWords } from '../model/daily-words';
import { suitIcon } from '../table/icons';

type Post = (message: WebviewMessage) => void;

/** The panel for the game's end (nothing while playing). */
export function endTemplate(s: Snapshot, post: Post) {
  if (s.status === 'won') return wonTemplate(s, post);
  if (s.status === 'solved') return solvedTemplate(s, post);
  if (s.status === 'lost') return lostTemplate(s, post);
  return nothing;
}

function wonTemplate(s: Snapshot, post: Post) {
  return html`<div class="overlay won-overlay">
    <div class="confetti" aria-hidden="true">
      ${[...Array(24).keys()].map((k) => html`<span class=${`bit bit-${k}`}>${suitIcon(k % 4, 'suit')}</span>`)}
    </div>
    <section class="panel end won" role="dialog" aria-modal="true" aria-labelledby="won-title">
      <div class="won-suits" aria-hidden="true">${[0, 1, 2, 3].map((k) => suitIcon(k, `suit suit-${k}`))}</div>
      <h2 id="won-title">${l10n.t('You won!')}</h2>
      ${dailyLine(s)}
      <p>${wonLine(s)}</p>
      ${nextGameActions('won', false, post)}
    </section>
  </div>`;
}

/** Solve played the game out: say so plainly, with no celebration and no record. */
function solvedTemplate(s: Snapshot, post: Post) {
  return html`<div class="overlay solved-overlay">
    <section class="panel end solved" role="dialog" aria-modal="true" aria-labelledby="solved-title" aria-describedby="solved-text">
      <h2 id="solved-title">${l10n.t('Solved by the computer')}</h2>
      ${dailyLine(s)}
      <p id="solved-text">
        ${l10n.t('Not counted as a win: {0} goes into the statistics as played, not won. Undo takes the demonstration back.', dealWords(s))}
      </p>
      ${nextGameActions('solved', s.canUndo, post)}
    </section>
  </div>`;
}

function nextGameActions(kind: 'won' | 'solved', undo: boolean, post: Post) {
  return html`<div class="panel-actions">
    ${undo ? html`<button class="button secondary" data-action=${`${kind}-undo`} @click=${() => post({ type: 'undo' })}>${l10n.t('Undo')}</button>` : nothing}
    <button class="button primary" data-action=${`${kind}-new-deal`} @click=${() => post({ type: 'newGame' })}>
      ${l10n.t('New deal')}
    </button>
    <button class="button secondary" data-action=${`${kind}-pick-game`} @click=${() => post({ type: 'pickGame' })}>
      ${l10n.t('Another game…')}
    </button>
    <button class="button secondary" data-action=${`${kind}-statistics`} @click=${() => post({ type: 'showStatistics' })}>
      ${l10n.t('Statistics')}
    </button>
  </div>`;
}

function lostTemplate(s: Snapshot, post: Post) {
  return html`<section class="panel end lost" role="region" aria-labelledby="lost-title">
    <h2 id="lost-title">${l10n.t('No moves left')}</h2>
    ${dailyLine(s)}
    <p>${l10n.t('{0} of 104 cards made it home.', s.cardsHome)}</p>
    <div class="panel-actions">
      ${s.canUndo ? html`<button class="button secondary" data-action="lost-undo" @click=${() => post({ type: 'undo' })}>${l10n.t('Undo')}</button>` : nothing}
      ${s.canUndo ? html`<button class="button secondary" data-action="lost-hint" title=${l10n.t('Ask the solver for the way back')} @click=${() => post({ type: 'hint' })}>${l10n.t('Way back?')}</button>` : nothing}
      <button
        class="button secondary"
        data-action="lost-review"
        title=${l10n.t('See the move that lost the game')}
        @click=${() => post({ type: 'review' })}
      >
        ${l10n.t('Review game')}
      </button>
      <button class="button secondary" data-action="lost-restart" @click=${() => post({ type: 'restart' })}>${l10n.t('Restart')}</button>
      <button class="button primary" data-action="lost-new-deal" @click=${() => post({ type: 'newGame' })}>${l10n.t('New deal')}</button>
    </div>
  </section>`;
}

/** "Today's deal, 1 December", when the game is a day's deal. */
function dailyLine(s: Snapshot) {
  const daily = dailyWords(s.dailyDeal);
  return daily ? html`<p class="daily">${daily}</p>` : nothing;
}

/** "Lucas, deal #345265410" or "Lucas, a custom deal". */
const dealWords = (s: Snapshot): string =>
  s.dealNumber !== null
    ? l10n.t('{0}, deal #{1}', variantTitle(s.variant), s.dealNumber)
    : l10n.t('{0}, a custom deal', variantTitle(s.variant));

/** "Lucas, deal #345265410: all 104 cards home in 85 moves and 4:12." */
function wonLine(s: Snapshot): string {
  const [deal, n] = [dealWords(s), s.moveCount];
  if (!s.settings.showTimer) {
    return plural(n, l10n.t('{0}: all 104 cards home in {1} move.', deal, n), l10n.t('{0}: all 104 cards home in {1} moves.', deal, n));
  }
  const time = formatDuration(s.elapsedMs);
  return plural(
    n,
    l10n.t('{0}: all 104 cards home in {1} move and {2}.', deal, n, time),
    l10n.t('{0}: all 104 cards home in {1} moves and {2}.', deal, n, time),
  );
}

/** One game's end: a won or solved game, until a move is undone or another game dealt. */
export const endKey = (s: Snapshot): string => `${s.variant} ${s.dealNumber} ${s.status} ${s.moveCount}`;
