import { describe, expect, it } from "vitest";
import { newWindowStore, windowMemo } from "./window-memo";

describe("windowMemo", () => {
  it("keeps a value for the window by the given clock, and not before it was kept", () => {
    let now = 1_000_000;
    const memo = windowMemo(10, newWindowStore(), () => now);
    const value = { lists: [1, 2] };
    memo.set("home", value);
    expect(memo.get("home")).toBe(value);
    now += 9_999;
    expect(memo.get("home")).toBe(value);
    now += 1;
    expect(memo.get("home")).toBeUndefined();
    now -= 20_000; // a request whose clock is before the copy was kept
    expect(memo.get("home")).toBeUndefined();
  });

  it("keeps nothing when the window is 0", () => {
    const store = newWindowStore();
    const memo = windowMemo(0, store, () => 0);
    memo.set("home", 1);
    expect(memo.get("home")).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it("shares one store between the memos of an isolate's requests, bounded in keys", () => {
    const store = newWindowStore();
    windowMemo(10, store, () => 0).set("a", "kept");
    expect(windowMemo(10, store, () => 5).get("a")).toBe("kept");
    const memo = windowMemo(10, store, () => 0);
    for (let i = 0; i < 150; i++) memo.set(`k${i}`, i);
    expect(store.size).toBeLessThanOrEqual(100);
  });

  it("forgets a key at once", () => {
    const memo = windowMemo(10, newWindowStore(), () => 0);
    memo.set("a", 1);
    memo.delete("a");
    expect(memo.get("a")).toBeUndefined();
  });
});
