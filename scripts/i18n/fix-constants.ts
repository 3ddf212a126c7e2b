// One-time helper of the codemod (issue 44): an `/api` error or toast given a string constant (`apiError(404, FAILED)`)
// gets the descriptor of the constant's text at the call site. Reads `tsc` errors from stdin.
import { execSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { en } from "../../app/lib/i18n/en";

const catalogue = en as unknown as Record<string, Record<string, string>>;
const NS_OF: Record<string, string> = { ApiMessage: "api", ApiKey: "api", "ToastText | undefined": "toasts", ToastText: "toasts", BadRequestMessage: "badRequest" };
const files = execSync("git ls-files app workers | grep -E '\\.tsx?$' | grep -v 'app/locales' | grep -v 'app/lib/i18n/en'", { encoding: "utf8" }).trim().split("\n");
const sources = files.map((f) => readFileSync(f, "utf8")).join("\n");
const valueOf = (name: string): string | null => {
  const found = [...sources.matchAll(new RegExp(`\\b${name}\\s*[=:]\\s*("(?:[^"\\\\]|\\\\.)*")`, "g"))].map((m) => JSON.parse(m[1]!) as string);
  return found.length && found.every((v) => v === found[0]) ? found[0]! : null;
};
const re = /^(.+?)\((\d+),(\d+)\): error TS23(?:45|22): (?:Argument of )?[Tt]ype 'string' is not assignable to (?:parameter of )?type '([^']+)'/gm;
let fixed = 0;
for (const m of [...readFileSync(0, "utf8").matchAll(re)].reverse()) {
  const [, file, line, col, target] = m as unknown as [string, string, string, string, string];
  const ns = NS_OF[target];
  if (!ns) continue;
  const lines = readFileSync(file, "utf8").split("\n");
  const text = lines[Number(line) - 1]!;
  const rest = text.slice(Number(col) - 1);
  const ref = /^(?:\w+\s*:\s*)?([A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*)\b(?!\s*\()/.exec(rest);
  if (!ref) continue;
  const name = ref[1]!.split(".").pop()!;
  const value = valueOf(name);
  if (value === null || !Object.hasOwn(catalogue[ns] ?? {}, value)) {
    console.log(`left ${file}:${line} ${ns} ${ref[1]} = ${JSON.stringify(value)}`);
    continue;
  }
  const start = Number(col) - 1 + ref[0].length - ref[1]!.length;
  lines[Number(line) - 1] = text.slice(0, start) + `/*i18n*/ { id: ${JSON.stringify(`${ns}.${value}`)}, message: ${JSON.stringify(catalogue[ns]![value])} }` + text.slice(start + ref[1]!.length);
  writeFileSync(file, lines.join("\n"));
  fixed++;
}
console.log("fixed", fixed);
