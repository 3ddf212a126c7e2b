// patches/@libsql+hrana-client+0.10.0.patch builds the database client's rows with one prototype per result instead of
// Object.defineProperty for every cell (issue 45: the largest single cost of a page's read in workerd's profile).
// The rows must read exactly as the unpatched client's: by index, by column name, with `length`, and with only the
// column names enumerable (what JSON, spread and Object.keys see).
import { describe, expect, it } from "vitest";
import { rowResultFromProto, rowsResultFromProto, type Row } from "../../node_modules/@libsql/hrana-client/lib-esm/result.js";
import type { StmtResult, Value } from "../../node_modules/@libsql/hrana-client/lib-esm/shared/proto.js";

const cols = ["id", "name", "length", "constructor", "__proto__", "name", "toString"].map((name) => ({ name, decltype: undefined }));
const values: Value[] = [7n, "Corner Café", 3, "c", "p", "second", "t"];
const proto = (rows: Value[][]): StmtResult => ({ cols, rows, affectedRowCount: 0, lastInsertRowid: undefined });

describe("the patched client's rows", () => {
  const [row]: (Row | undefined)[] = rowsResultFromProto(proto([values]), "bigint").rows;

  it("reads by index and has the row's length", () => {
    expect(row).toBeDefined();
    expect(Array.from({ length: values.length }, (_, i) => row![i])).toEqual(values);
    expect(row!.length).toBe(values.length);
    expect(Array.prototype.slice.call(row)).toEqual(values);
  });

  it("reads by column name, the first of two same-named columns winning, and never a name that is an index or length", () => {
    expect(row!.id).toBe(7n);
    expect(row!.name).toBe("Corner Café");
    expect(row!.constructor).toBe("c");
    expect(row!.toString).toBe("t");
    expect(Object.getOwnPropertyDescriptor(row, "__proto__")?.value).toBe("p");
  });

  it("shows only the column names to JSON, spread and Object.keys", () => {
    expect(Object.keys(row!)).toEqual(["id", "name", "constructor", "__proto__", "toString"]);
    expect(JSON.parse(JSON.stringify(row, (_k, v: unknown) => (typeof v === "bigint" ? Number(v) : v)))).toEqual({
      id: 7,
      name: "Corner Café",
      constructor: "c",
      ["__proto__"]: "p",
      toString: "t",
    });
  });

  it("gives each row its own values, and a single row reads the same", () => {
    const rows = rowsResultFromProto(proto([values, [8n, "Other", 1, "d", "q", "x", "u"]]), "bigint").rows;
    expect(rows.map((r) => [r[0], r.name])).toEqual([
      [7n, "Corner Café"],
      [8n, "Other"],
    ]);
    const single = rowResultFromProto(proto([values]), "bigint").row;
    if (!single) throw new Error("no row");
    expect([single[0], single[1], single.length, single.name]).toEqual([7n, "Corner Café", 7, "Corner Café"]);
  });
});
