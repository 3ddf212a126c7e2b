// The isolate's memory of what it read from KV (docs/decisions/page-cache.md). Every page reads the site's settings and the weather
// alerts from KV: two KV calls per page, which cost workerd's one thread about 2–3 ms of a search page's CPU locally.
// A value read (or written) through this wrapper is kept for `seconds`: PAGE_CACHE_SECONDS, the window for which the
// page cache (workers/page-cache.ts) already keeps whole public pages, settings and alerts included.
// Writes and deletes made through it take effect at once in this isolate; other isolates see them within `seconds`
// (KV itself takes up to a minute to carry a change to other locations).

import { newWindowStore, windowMemo } from "~/lib/window-memo";

/** One key's kept KV text (parsed again for each "json" read, so no caller can change another's copy); null: no such key. */
type Kept = { text: string | null };

/**
 * KV with reads kept for `seconds` (text and JSON reads; other reads pass through). `now` is the clock in ms.
 * `store` is the isolate's memory, shared by the requests of one isolate (lib/window-memo.ts ages and bounds it).
 */
export function memoKv(kv: KVNamespace, seconds: number, store: ReturnType<typeof newWindowStore>, now: () => number = Date.now): KVNamespace {
  if (seconds <= 0) return kv;
  const kept = windowMemo(seconds, store, now);
  const keep = (key: string, text: string | null) => kept.set(key, { text } satisfies Kept);
  const readText = async (key: string): Promise<string | null> => {
    const hit = kept.get<Kept>(key);
    if (hit) return hit.text;
    const text = await kv.get(key, "text");
    keep(key, text);
    return text;
  };
  const memo = {
    async get(key: string, options?: unknown) {
      const type = typeof options === "string" ? options : (options as { type?: string } | undefined)?.type;
      if (typeof key !== "string" || (type !== undefined && type !== "text" && type !== "json")) {
        return (kv.get as (k: unknown, o?: unknown) => Promise<unknown>)(key, options);
      }
      const text = await readText(key);
      return type === "json" && text !== null ? JSON.parse(text) : text;
    },
    async put(key: string, value: unknown, options?: KVNamespacePutOptions) {
      await kv.put(key, value as string, options);
      if (typeof value === "string") keep(key, value);
      else kept.delete(key);
    },
    async delete(key: string) {
      await kv.delete(key);
      kept.delete(key);
    },
  };
  return new Proxy(kv, {
    get(target, prop, receiver) {
      if (prop === "get" || prop === "put" || prop === "delete") return memo[prop];
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** This isolate's memory of KV reads, for memoKv. */
export const isolateKvMemory = newWindowStore();
