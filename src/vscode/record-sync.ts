// The player's record follows them through Settings Sync: the old single-key record and every
// window's share (src/records/store.ts) are registered for sync, the shares of other windows
// and machines as they appear (checked whenever the game changes and when the window gains focus,
// which is also when the board and status bar show what arrived). The window's lease on its
// writer id is renewed on a timer while it runs, so no other window of this machine takes the id.

import * as vscode from 'vscode';
import type { GameController } from '../game/controller';
import { RENEW_MS } from '../records/writer-pool';

export function registerRecordSync(context: vscode.ExtensionContext, controller: GameController): void {
  const record = controller.statistics.record;
  let registered = '';
  const register = () => {
    const keys = record.keysForSync();
    if (keys.join('\n') === registered) return;
    registered = keys.join('\n');
    context.globalState.setKeysForSync(keys);
  };
  register();
  const renew = setInterval(() => void record.renewLease(), RENEW_MS);
  context.subscriptions.push(
    { dispose: () => clearInterval(renew) },
    controller.onDidChange(register),
    vscode.window.onDidChangeWindowState((state) => {
      if (!state.focused) return;
      register();
      controller.refresh();
    }),
  );
}
