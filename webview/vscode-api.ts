// The one place that talks to VS Code: acquireVsCodeApi() may be called only once per webview,
// and tests replace it (the test page defines a fake before this bundle loads).

import type { ShownClock, WebviewMessage } from '../src/protocol';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): unknown;
}

declare function acquireVsCodeApi(): VsCodeApi;

let api: VsCodeApi | undefined;

function vscode(): VsCodeApi {
  if (!api) {
    api =
      typeof acquireVsCodeApi === 'function'
        ? acquireVsCodeApi()
        : // Outside a webview (a plain browser page): log instead of posting.
          { postMessage: (m) => console.info('[board → host]', m), getState: () => undefined, setState: (s) => s };
  }
  return api;
}

/** Sends what the player did to the extension host. */
export function postToHost(message: WebviewMessage): void {
  vscode().postMessage(message);
}

/** UI trivia only (never the game: the host owns it). */
export interface UiState {
  dismissedNotice?: string;
  /** The clock shown last, for the host after a reload (clock-memory.ts). */
  shownClock?: ShownClock;
}

export function getUiState(): UiState {
  const state = vscode().getState();
  return typeof state === 'object' && state !== null ? (state as UiState) : {};
}

export function setUiState(changes: UiState): void {
  vscode().setState({ ...getUiState(), ...changes });
}
