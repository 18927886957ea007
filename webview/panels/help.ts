// The one help panel (a modal dialog): the rules of the game being played, and every key.

import * as l10n from '@vscode/l10n';
import { html, nothing } from 'lit';
import type { Snapshot, WebviewMessage } from '../../src/protocol';
import { ICONS } from '../table/icons';
import { keyHelp, keyLabel } from '../model/keys';
import { rulesOf, variantTitle } from '../model/names';

export function helpTemplate(s: Snapshot, close: () => void, post: (message: WebviewMessage) => void) {
  return html`<div class="overlay help-overlay" @click=${(e: Event) => e.target === e.currentTarget && close()}>
    <section class="panel help" role="dialog" aria-modal="true" aria-labelledby="help-title">
      <header class="panel-header">
        <h2 id="help-title">${l10n.t('Help')}</h2>
        <button
          class="icon-button"
          data-action="close-help"
          aria-label=${l10n.t('Close the help')}
          title=${l10n.t('Close ({0})', keyLabel('Escape'))}
          @click=${close}
        >
          ${ICONS.close}
        </button>
      </header>
      <div class="help-body">
        <section class="help-rules" aria-labelledby="help-rules-title">
          <h3 id="help-rules-title">${l10n.t('Rules of {0}', variantTitle(s.variant))}</h3>
          <ul>
            ${rulesOf(s.variant).map((line) => html`<li>${line}</li>`)}
          </ul>
        </section>
        <section class="help-keys" aria-labelledby="help-keys-title">
          <h3 id="help-keys-title">${l10n.t('Keys')}</h3>
          <p>${l10n.t("Click the table or Tab into it: the keys act while the board has focus; every other key is VS Code's.")}</p>
          <table class="keys">
            <tbody>
              ${keyHelp().map(
                (k) =>
                  html`<tr>
                    <th scope="row">
                      ${k.keys.map((key, i) => html`${i ? html`<span class="or">${l10n.t({ message: ' or ', args: [], comment: 'Between two keys that do the same' })}</span>` : nothing}<kbd>${keyLabel(key)}</kbd>`)}
                    </th>
                    <td>${k.what}</td>
                  </tr>`,
              )}
            </tbody>
          </table>
        </section>
      </div>
      <footer class="panel-actions">
        <button
          class="button secondary"
          data-action="help-solve"
          ?disabled=${s.status !== 'playing'}
          @click=${() => {
            close();
            post({ type: 'solve' });
          }}
        >
          ${l10n.t('Solve: show a winning line')}
        </button>
        <button class="button primary" data-action="close-help-footer" @click=${close}>${l10n.t('Close')}</button>
      </footer>
    </section>
  </div>`;
}
