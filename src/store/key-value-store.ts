// The storage the extension writes to: VS Code's Memento (workspaceState, globalState), reduced to
// the calls we use so that everything above it runs in plain Node tests with an in-memory one.

/** The subset of vscode.Memento we use, so this module runs in plain Node tests. */
export interface KeyValueStore {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): PromiseLike<void>;
}

/** A store that also lists its keys (globalState: the record is spread over keys, one per writer). */
export interface KeyedStore extends KeyValueStore {
  keys(): readonly string[];
}
