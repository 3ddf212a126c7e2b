import { describe, expect, it } from "vitest";
import { memoKv } from "./kv-memo";

/** An in-memory KV that counts what reaches it. */
function fakeKv() {
  const data = new Map<string, string>();
  const calls = { get: 0, put: 0, delete: 0 };
  const kv = {
    async get(key: string, options?: unknown) {
      calls.get++;
      const type = typeof options === "string" ? options : (options as { type?: string } | undefined)?.type;
      const text = data.get(key) ?? null;
      if (text === null) return null;
      if (type === "json") return JSON.parse(text);
      if (type === "arrayBuffer") return new TextEncoder().encode(text).buffer;
      return text;
    },
    async put(key: string, value: string) {
      calls.put++;
      data.set(key, value);
    },
    async delete(key: string) {
      calls.delete++;
      data.delete(key);
    },
    async list() {
      return { keys: [...data.keys()].map((name) => ({ name })), list_complete: true };
    },
  };
  return { kv: kv as unknown as KVNamespace, data, calls };
}

describe("memoKv", () => {
  it("keeps a read for the window, then reads KV again", async () => {
    const { kv, data, calls } = fakeKv();
    data.set("config", JSON.stringify({ siteName: "A" }));
    let t = 1_000_000;
    const memo = memoKv(kv, 10, new Map(), () => t);
    expect(await memo.get("config", "json")).toEqual({ siteName: "A" });
    data.set("config", JSON.stringify({ siteName: "B" })); // another isolate's write
    t += 9_999;
    expect(await memo.get("config", "json")).toEqual({ siteName: "A" });
    expect(await memo.get("config", { type: "json" })).toEqual({ siteName: "A" });
    expect(calls.get).toBe(1);
    t += 1;
    expect(await memo.get("config", "json")).toEqual({ siteName: "B" });
    expect(calls.get).toBe(2);
  });

  it("keeps a missing key as missing, and the text of a text read", async () => {
    const { kv, data, calls } = fakeKv();
    const t = 5_000;
    const memo = memoKv(kv, 10, new Map(), () => t);
    expect(await memo.get("gone", "json")).toBeNull();
    data.set("gone", "{}");
    expect(await memo.get("gone")).toBeNull();
    data.set("word", "hello");
    expect(await memo.get("word")).toBe("hello");
    expect(await memo.get("word", "text")).toBe("hello");
    expect(calls.get).toBe(2);
  });

  it("applies its own writes and deletes at once", async () => {
    const { kv, data, calls } = fakeKv();
    data.set("config", JSON.stringify({ siteName: "A" }));
    const memo = memoKv(kv, 10, new Map(), () => 0);
    await memo.get("config", "json");
    await memo.put("config", JSON.stringify({ siteName: "C" }), { expirationTtl: 300 });
    expect(data.get("config")).toBe(JSON.stringify({ siteName: "C" }));
    expect(await memo.get("config", "json")).toEqual({ siteName: "C" });
    await memo.delete("config");
    expect(data.has("config")).toBe(false);
    expect(await memo.get("config", "json")).toBeNull();
    expect(calls).toEqual({ get: 2, put: 1, delete: 1 });
  });

  it("gives each JSON reader its own copy", async () => {
    const { kv, data } = fakeKv();
    data.set("config", JSON.stringify({ features: { news: true } }));
    const memo = memoKv(kv, 10, new Map(), () => 0);
    const first = (await memo.get("config", "json")) as { features: { news: boolean } };
    first.features.news = false;
    expect(await memo.get("config", "json")).toEqual({ features: { news: true } });
  });

  it("is shared through its store: another request's wrapper reads the same memory", async () => {
    const { kv, data, calls } = fakeKv();
    data.set("alerts", "[]");
    const store = new Map();
    await memoKv(kv, 10, store, () => 0).get("alerts", "json");
    await memoKv(kv, 10, store, () => 1_000).get("alerts", "json");
    expect(calls.get).toBe(1);
  });

  it("passes other reads and methods through, and is KV itself when the window is 0", async () => {
    const { kv, data, calls } = fakeKv();
    data.set("blob", "abc");
    const memo = memoKv(kv, 10, new Map(), () => 0);
    expect(new TextDecoder().decode((await memo.get("blob", "arrayBuffer")) as ArrayBuffer)).toBe("abc");
    expect(new TextDecoder().decode((await memo.get("blob", "arrayBuffer")) as ArrayBuffer)).toBe("abc");
    expect(calls.get).toBe(2);
    expect((await memo.list()).keys).toEqual([{ name: "blob" }]);
    expect(memoKv(kv, 0, new Map(), () => 0)).toBe(kv);
  });
});
