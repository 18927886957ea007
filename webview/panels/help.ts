// The one help panel (a modal dialog): the rules of the game being played, and every key.

import { html, nothing } from 'lit';
import type { Snapshot, WebviewMessage } from '../../src/protocol';
import { ICONS } from '../table/icons';
import { KEY_HELP } from '../model/keys';

export function helpTemplate(s: Snapshot, close: () => void, post: (message: WebviewMessage) => void) {
  return html`<div class="overlay help-overlay" @click=${(e: Event) => e.target === e.currentTarget && close()}>
    <section class="panel help" role="dialog" aria-modal="true" aria-labelledby="help-title">
      <header class="panel-header">
        <h2 id="help-title">Help</h2>
        <button class="icon-button" data-action="close-help" aria-label="Close the help" title="Close (Escape)" @click=${close}>
          ${ICONS.close}
        </button>
      </header>
      <div class="help-body">
        <section class="help-rules" aria-labelledby="help-rules-title">
          <h3 id="help-rules-title">Rules of ${s.variantName}</h3>
          <ul>
            ${s.rules.map((line) => html`<li>${line}</li>`)}
          </ul>
        </section>
        <section class="help-keys" aria-labelledby="help-keys-title">
          <h3 id="help-keys-title">Keys</h3>
          <p>Click the table or Tab into it: the keys act while the board has focus; every other key is VS Code's.</p>
          <table class="keys">
            <tbody>
              ${KEY_HELP.map(
                (k) =>
                  html`<tr>
                    <th scope="row">
                      ${k.keys.map((key, i) => html`${i ? html`<span class="or"> or </span>` : nothing}<kbd>${key}</kbd>`)}
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
          Solve: show a winning line
        </button>
        <button class="button primary" data-action="close-help-footer" @click=${close}>Close</button>
      </footer>
    </section>
  </div>`;
}
