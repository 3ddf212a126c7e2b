// One path for dates (issue 46, eslint.config.js's no-restricted-syntax): a date formatted with toLocale*String or a
// new Intl.DateTimeFormat anywhere but lib/dates.ts (and lib/i18n/intl.ts, lib/windows-zones.ts) fails the lint.
// ESLint runs on text given a path, so no file is kept.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function dateErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("one date path", { timeout: 60_000 }, () => {
  it.each([
    [
      "toLocaleString in a service",
      "app/services/date-probe.server.ts",
      'export const f = (d: Date) => d.toLocaleString("en-US", { timeZone: "UTC" });\n',
    ],
    [
      "toLocaleDateString in a route",
      "app/routes/date-probe.tsx",
      "export const X = ({ at }: { at: string }) => <p>{new Date(at).toLocaleDateString()}</p>;\n",
    ],
    ["toLocaleTimeString in a component", "app/components/date-probe.tsx", "export const f = (d: Date) => d.toLocaleTimeString();\n"],
    [
      "a new Intl.DateTimeFormat in a model",
      "app/models/date-probe.server.ts",
      'export const f = (d: Date) => new Intl.DateTimeFormat("en-US").format(d);\n',
    ],
    ["Intl.DateTimeFormat called without new in lib", "app/lib/date-probe.ts", "export const f = (d: Date) => Intl.DateTimeFormat().format(d);\n"],
    ["a formatter in the worker", "workers/date-probe.ts", "export const F = Intl.DateTimeFormat;\n"],
  ])("refuses: %s", async (_name, filePath, code) => {
    expect(await dateErrors(filePath, code)).toHaveLength(1);
  });

  it("lets the date file, the i18n layer, numbers through Intl.NumberFormat, types and tests through", async () => {
    const maker = 'export const f = (d: Date) => new Intl.DateTimeFormat("en-US").format(d);\n';
    expect(await dateErrors("app/lib/dates.ts", maker)).toEqual([]);
    expect(await dateErrors("app/lib/i18n/intl.ts", maker)).toEqual([]);
    expect(await dateErrors("app/lib/date-probe.test.ts", 'export const s = new Date(0).toLocaleString("en-US");\n')).toEqual([]);
    const fine = [
      'import { formatInTown } from "~/lib/dates";',
      'export const when = (d: Date) => formatInTown("en", d, "eventDate");',
      'export const n = new Intl.NumberFormat("en-US").format(1500);',
      "export type O = Intl.DateTimeFormatOptions;",
      "",
    ].join("\n");
    expect(await dateErrors("app/services/date-probe.server.ts", fine)).toEqual([]);
  });
});
