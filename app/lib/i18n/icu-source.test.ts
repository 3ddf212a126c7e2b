import { readFileSync } from "node:fs";
import { formatter } from "@lingui/format-po";
import { describe, expect, it } from "vitest";
import { messages as enCompiled } from "~/locales/en/messages";
import { messages as esCompiled } from "~/locales/es/messages";
import { icuSource } from "./icu-source";

describe("icuSource", () => {
  it("writes back values, plurals with =N and offset, selects and quoted braces", () => {
    expect(icuSource(["Página ", ["page"], " de ", ["pages"]])).toBe("Página {page} de {pages}");
    expect(icuSource([["n", "plural", { 0: ["ninguno"], offset: 1, one: ["#", " lugar"], other: ["#", " lugares"] }]])).toBe(
      "{n, plural, offset:1 =0 {ninguno} one {# lugar} other {# lugares}}",
    );
    expect(
      icuSource([
        ["kind", "select", { a: ["A"], other: ["B"] }],
        ["d", "date", "short"],
      ]),
    ).toBe("{kind, select, a {A} other {B}}{d, date, short}");
    expect(icuSource(["a { b"])).toBe("a '{' b");
  });

  // The worker's `messagesFor` is icuSource over the compiled catalogue: it must give each PO text back exactly.
  it.each([
    ["en", enCompiled],
    ["es", esCompiled],
  ] as const)("gives back every %s message as the PO file holds it", (locale, compiled) => {
    const po = formatter().parse(readFileSync(`app/locales/${locale}/messages.po`, "utf8"), { locale, sourceLocale: "en", filename: "messages.po" });
    const entries = Object.entries(po).filter(([, m]) => !m.obsolete);
    expect(entries.length).toBeGreaterThan(2000);
    const differ = entries.filter(([id, m]) => icuSource(compiled[id]!) !== (m.translation || m.message));
    expect(differ.map(([, m]) => m.context)).toEqual([]);
  });
});
