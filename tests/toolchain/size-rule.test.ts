// The size rule (issue 46, eslint.size-baseline.js): a function of app/ over 80 lines fails the lint, and a file listed in
// the baseline may not grow a function past its listed limit. ESLint runs on text given a path, so no file is kept.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { SIZE_BASELINE } from "../../eslint.size-baseline.js";

const eslint = new ESLint({ cwd: process.cwd() });

/** A component whose body is `lines` statements long (its function spans lines + 2 with the braces). */
const component = (lines: number) =>
  `export function Long() {\n${Array.from({ length: lines - 3 }, (_, i) => `  const v${i} = ${i};`).join("\n")}\n  return v0;\n}\n`;

async function sizeErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "max-lines-per-function").map((m) => m.message);
}

describe("the size rule", { timeout: 60_000 }, () => {
  it("refuses a new function of 81 lines in a route, and lets one of 80 through", async () => {
    expect(await sizeErrors("app/routes/size-probe.tsx", component(81))).toEqual(["Function 'Long' has too many lines (81). Maximum allowed is 80."]);
    expect(await sizeErrors("app/routes/size-probe.tsx", component(80))).toEqual([]);
  });

  it("holds workers and services too, not tests", async () => {
    expect(await sizeErrors("workers/size-probe.ts", component(90))).toHaveLength(1);
    expect(await sizeErrors("app/services/size-probe.server.ts", component(90))).toHaveLength(1);
    expect(await sizeErrors("app/lib/size-probe.test.ts", component(200))).toEqual([]);
  });

  it("lets no file past 80 lines: the baseline the rule came with is empty now (it only ever fell)", () => {
    expect(SIZE_BASELINE).toEqual({});
  });
});
