import { describe, expect, it } from "vitest";
import { queueBatches } from "./queue-batches";

describe("queueBatches", () => {
  it("keeps each part within 100 messages and 200 KB, in order, losing none", () => {
    const small = Array.from({ length: 250 }, (_, i) => ({ body: { i } }));
    expect(queueBatches(small).map((p) => p.length)).toEqual([100, 100, 50]);
    const big = Array.from({ length: 500 }, (_, i) => ({ body: { i, activity: "x".repeat(3_000) } }));
    const parts = queueBatches(big);
    expect(parts.every((p) => JSON.stringify(p.map((r) => r.body)).length <= 200_000 + 2 * p.length)).toBe(true);
    expect(parts.flat().map((r) => r.body.i)).toEqual(big.map((r) => r.body.i));
    expect(queueBatches([])).toEqual([]);
  });
});
