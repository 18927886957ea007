// The strips above the table: the host's notice (dismissed once per text, remembered across
// reloads) and a hint that offers the way back to the last position that still wins.

import * as l10n from '@vscode/l10n';
import { plural } from '../model/locale';
import { html, nothing } from 'lit';
import type { Notice } from '../../src/protocol';
import type { WayBack } from '../model/board-commands';
import { ICONS } from '../table/icons';

/** Identifies a notice's text: a dismissed notice stays hidden until another one comes. */
export const noticeKey = (notice: Notice): string => `${notice.kind}:${notice.text}`;

export function noticeTemplate(notice: Notice | null, dismissed: string | undefined, dismiss: (notice: Notice) => void) {
  if (!notice || dismissed === noticeKey(notice)) return nothing;
  return html`<div class=${`notice notice-${notice.kind}`} role=${notice.kind === 'info' ? 'status' : 'alert'}>
    <span class="notice-text">${notice.text}</span>
    <button class="icon-button" aria-label=${l10n.t('Dismiss')} title=${l10n.t('Dismiss')} @click=${() => dismiss(notice)}>
      ${ICONS.close}
    </button>
  </div>`;
}

export function wayBackTemplate(w: WayBack | null, undoSteps: (count: number) => void, dismiss: () => void) {
  if (!w) return nothing;
  return html`<div class="notice notice-hint way-back" role="group" aria-label=${l10n.t('Hint')}>
    <span class="notice-text">${w.text}</span>
    <button class="button primary" data-action="undo-steps" @click=${() => undoSteps(w.steps)}>
      ${plural(w.steps, l10n.t('Undo {0} move', w.steps), l10n.t('Undo {0} moves', w.steps))}
    </button>
    <button class="icon-button" aria-label=${l10n.t('Dismiss')} title=${l10n.t('Dismiss')} @click=${dismiss}>${ICONS.close}</button>
  </div>`;
}
