// Who is told when the game changes (the board, the status bar, the record's sync). A listener
// that fails is reported once and never rejects the action that changed the game: by then the
// action is saved, and taking it back would show the player something else than storage holds.

import { reasonOf } from '../plain-text';
import { ENGLISH_WORDS } from './game-words';

export class ChangeListeners {
  private readonly listeners = new Set<() => void>();
  private troubleTold = false;

  constructor(
    private readonly warn: (text: string) => void,
    private readonly words = ENGLISH_WORDS,
  ) {}

  add(listener: () => void): { dispose(): void } {
    this.listeners.add(listener);
    return { dispose: () => this.listeners.delete(listener) };
  }

  tell(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        if (!this.troubleTold) this.warn(this.words.showingFailed(reasonOf(error)));
        this.troubleTold = true;
      }
    }
  }
}
