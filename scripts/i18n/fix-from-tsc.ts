// One-time helper of the codemod (issue 44): reads `tsc` errors where a string literal stands where a descriptor is
// expected, and writes the descriptor. Usage: npx tsx scripts/i18n/fix-from-tsc.ts < tsc-output.txt
import { readFileSync, writeFileSync } from "node:fs";
import { en } from "../../app/lib/i18n/en";

const catalogue = en as unknown as Record<string, Record<string, string>>;
const NS_OF: Record<string, string> = {
  ApiMessage: "api",
  ApiKey: "api",
  ToastText: "toasts",
  "ToastText | undefined": "toasts",
  ToastKey: "toasts",
  BadRequestMessage: "badRequest",
  BadRequestKey: "badRequest",
  CheckoutProblemKey: "checkoutProblem",
  RuleKey: "validation",
};
const input = readFileSync(0, "utf8");
const re = /^(.+?)\((\d+),(\d+)\): error TS23(?:45|22): (?:Argument of )?[Tt]ype '(?:string|"[^']*")' is not assignable to (?:parameter of )?type '([^']+)'/gm;
const byFile = new Map<string, { line: number; col: number; ns: string }[]>();
for (const m of input.matchAll(re)) {
  const target = m[4]!;
  const ns = NS_OF[target] ?? /^Descriptor<"(\w+)">$/.exec(target)?.[1];
  if (!ns) continue;
  const list = byFile.get(m[1]!) ?? [];
  list.push({ line: Number(m[2]), col: Number(m[3]), ns });
  byFile.set(m[1]!, list);
}
let fixed = 0;
const left: string[] = [];
for (const [file, list] of byFile) {
  const lines = readFileSync(file, "utf8").split("\n");
  // Right to left within a line, so earlier columns stay valid.
  list.sort((a, b) => b.line - a.line || b.col - a.col);
  for (const { line, col, ns } of list) {
    const text = lines[line - 1]!;
    const rest = text.slice(col - 1);
    const lit = /^(?:\w+\s*:\s*)?("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/.exec(rest);
    const raw = lit?.[1];
    const key = raw ? (raw.startsWith("'") ? raw.slice(1, -1).replace(/\\'/g, "'").replace(/\\"/g, '"') : (JSON.parse(raw) as string)) : null;
    if (!lit || key === null || !Object.hasOwn(catalogue[ns] ?? {}, key)) {
      left.push(`${file}:${line}:${col} ${ns} ${rest.slice(0, 60)}`);
      continue;
    }
    const start = col - 1 + lit[0].length - lit[1]!.length;
    const d = `/*i18n*/ { id: ${JSON.stringify(`${ns}.${key}`)}, message: ${JSON.stringify(catalogue[ns]![key])} }`;
    lines[line - 1] = text.slice(0, start) + d + text.slice(start + lit[1]!.length);
    fixed++;
  }
  writeFileSync(file, lines.join("\n"));
}
console.log(`fixed ${fixed}; left ${left.length}`);
console.log(left.join("\n"));
