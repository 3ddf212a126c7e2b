// The linter holds messages to the one form `lingui extract` reads (issue 44, eslint-rules/i18n-descriptor.js):
// `/*i18n*/ { id: "ns.key", message: "English" }`, both literals and nothing else.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function descriptorErrors(code: string, filePath = "app/routes/descriptor-probe.tsx") {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "i18n/descriptor").map((m) => m.message);
}

describe("i18n/descriptor", { timeout: 60_000 }, () => {
  it("passes a marked descriptor with a literal id and message, and an id read alone", async () => {
    expect(await descriptorErrors('export const d = /*i18n*/ { id: "shell.loading", message: "Loading" };\n')).toEqual([]);
    expect(await descriptorErrors('export const d = { id: "shell.loading" };\n')).toEqual([]);
    expect(await descriptorErrors('export const row = { id: 3, message: "hello" };\n')).toEqual([]);
  });

  it("refuses a descriptor without the mark, which the extractor would never see", async () => {
    expect(await descriptorErrors('export const d = { id: "shell.loading", message: "Loading" };\n')).toEqual([
      'The message "shell.loading" needs the /*i18n*/ mark before it, or `lingui extract` never sees it.',
    ]);
  });

  it("refuses English that is not a literal, and other properties", async () => {
    expect(await descriptorErrors('const w = "Loading";\nexport const d = /*i18n*/ { id: "shell.loading", message: w };\n')).toEqual([
      'The message "shell.loading" needs its English written as a literal, for `lingui extract` to read.',
    ]);
    expect(await descriptorErrors('export const d = /*i18n*/ { id: "shell.loading", message: "Loading", values: {} };\n')).toEqual([
      'The message "shell.loading" is `{ id, message }` and nothing else.',
    ]);
  });

  it("holds in workers too", async () => {
    expect(await descriptorErrors('export const d = { id: "fediverse.x", message: "X" };\n', "workers/descriptor-probe.ts")).toHaveLength(1);
  });
});
