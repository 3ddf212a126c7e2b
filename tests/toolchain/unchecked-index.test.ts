// noUncheckedIndexedAccess is on (issue 46): a row read by index is `T | undefined` until the code checks it, so the
// type check refuses code that assumes a list or a lookup table has what it asks for. Checked by compiling a probe with
// the project's own tsconfig.
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const config = ts.parseJsonConfigFileContent(ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile).config, ts.sys, root);

function errorsOf(code: string): string[] {
  const file = path.join(root, "app/lib/__index-probe.ts");
  const host = ts.createCompilerHost(config.options);
  const read = host.getSourceFile;
  host.getSourceFile = (name, version, ...rest) =>
    name === file ? ts.createSourceFile(name, code, version) : read.call(host, name, version, ...rest);
  const program = ts.createProgram([file], { ...config.options, noEmit: true, types: [] }, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("noUncheckedIndexedAccess", { timeout: 60_000 }, () => {
  it("is on in tsconfig.json", () => {
    expect(config.options.noUncheckedIndexedAccess).toBe(true);
  });

  it("refuses a row read by index as if it were there, and takes it once checked", () => {
    const rows: string = "const rows: { id: number }[] = [];\n";
    expect(errorsOf(`${rows}export const id: number = rows[0].id;\n`).join("\n")).toMatch(/possibly 'undefined'/);
    expect(errorsOf(`${rows}const [row] = rows;\nexport const id: number = row ? row.id : 0;\n`)).toEqual([]);
  });

  it("refuses a lookup in an open table as if it had every key", () => {
    const table = "const names: Record<string, string> = {};\n";
    expect(errorsOf(`${table}export const name: string = names["x"];\n`).join("\n")).toMatch(/undefined/);
  });
});
