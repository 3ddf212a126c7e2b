// Values the requests of one isolate share for the page cache's window (PAGE_CACHE_SECONDS; docs/decisions/page-cache.md):
// data a visitor's kept page already shows to everyone, kept for members' renders too, so a member reads it no staler
// than a visitor does: home's town lists (`context.shared`) and the KV reads (workers/kv-memo.ts, on this same
// mechanism). Never a member's own data. Off (nothing kept) when the window is 0.

type Entry = { value: unknown; at: number };

/** Keys are few (one per town and language, or per KV key, for each use): this bounds a surprise. */
const MAX_KEYS = 100;

export type WindowMemo = {
  /** The value kept under `key` if it was kept less than the window ago by the request clock, else undefined. */
  get<T>(key: string): T | undefined;
  /** Keeps `value` (readers must not change it: every request of the window gets the same object). */
  set(key: string, value: unknown): void;
  /** Forgets `key` (a write whose new value is not kept). */
  delete(key: string): void;
};

/** A memo over `store` (the isolate's memory) for `seconds`, aged by `now` (the request clock, in ms). */
export function windowMemo(seconds: number, store: Map<string, Entry>, now: () => number): WindowMemo {
  if (seconds <= 0) return { get: () => undefined, set: () => undefined, delete: () => undefined };
  const ttlMs = seconds * 1000;
  return {
    get<T>(key: string) {
      const kept = store.get(key);
      const at = now();
      return kept && at >= kept.at && at - kept.at < ttlMs ? (kept.value as T) : undefined;
    },
    set(key, value) {
      if (store.size >= MAX_KEYS && !store.has(key)) store.clear();
      store.set(key, { value, at: now() });
    },
    delete(key) {
      store.delete(key);
    },
  };
}

/** A store for windowMemo: one per isolate. */
export const newWindowStore = () => new Map<string, Entry>();
