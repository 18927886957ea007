// A versioned list in storage whose entries are checked one by one: a damaged entry is skipped
// when read, and before the list is written over, whatever could not be read (damaged entries,
// or a whole list from a newer version) is kept aside under `<key>.setAside`, never lost.

import type { KeyValueStore } from './key-value-store';

const SET_ASIDE_KEPT = 20;

export class CheckedList<T> {
  constructor(
    private readonly store: KeyValueStore,
    readonly key: string,
    private readonly field: string,
    private readonly version: number,
    private readonly check: (raw: unknown) => T | undefined,
  ) {}

  private raw(): { doc: Record<string, unknown> | undefined; items: unknown[] } {
    const doc = this.store.get<Record<string, unknown>>(this.key);
    const usable = doc && typeof doc === 'object' && doc.version === this.version && Array.isArray(doc[this.field]);
    return { doc, items: usable ? (doc[this.field] as unknown[]) : [] };
  }

  read(): T[] {
    return this.raw()
      .items.map(this.check)
      .filter((e): e is T => e !== undefined);
  }

  async write(items: readonly T[]): Promise<void> {
    const { doc, items: stored } = this.raw();
    const unreadable =
      doc === undefined
        ? false
        : stored.length === 0
          ? !(doc.version === this.version && Array.isArray(doc[this.field]))
          : stored.some((e) => this.check(e) === undefined);
    if (unreadable) {
      const kept = this.store.get<unknown[]>(`${this.key}.setAside`);
      await this.store.update(
        `${this.key}.setAside`,
        [...(Array.isArray(kept) ? kept : []), { savedAt: new Date().toISOString(), data: doc }].slice(-SET_ASIDE_KEPT),
      );
    }
    await this.store.update(this.key, { version: this.version, [this.field]: items });
  }
}
