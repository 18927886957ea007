// The storage the extension writes to: VS Code's Memento (workspaceState, globalState), reduced to
// the two calls we use so that everything above it runs in plain Node tests with an in-memory one.

/** The subset of vscode.Memento we use, so this module runs in plain Node tests. */
export interface KeyValueStore {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): PromiseLike<void>;
}
