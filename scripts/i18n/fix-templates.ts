// One-time helper of the codemod (issue 44): a key built at run time, `t(\`status_${s}\`)`, becomes a map of the
// descriptors it can name, indexed the same way: `t(({ draft: /*i18n*/ {…}, published: /*i18n*/ {…} } as const)[s])`.
// Reads `tsc` errors from stdin. Usage: npx tsx scripts/i18n/fix-templates.ts < tsc-output.txt
import { readFileSync, writeFileSync } from "node:fs";
import { en } from "../../app/lib/i18n/en";

const catalogue = en as unknown as Record<string, Record<string, string>>;
const re = /^(.+?)\((\d+),(\d+)\): error TS2345: Argument of type '[^']*' is not assignable to parameter of type 'Descriptor<"(\w+)">'/gm;
const byFile = new Map<string, { line: number; col: number; ns: string }[]>();
for (const m of readFileSync(0, "utf8").matchAll(re)) {
  const list = byFile.get(m[1]!) ?? [];
  list.push({ line: Number(m[2]), col: Number(m[3]), ns: m[4]! });
  byFile.set(m[1]!, list);
}
let fixed = 0;
for (const [file, list] of byFile) {
  const lines = readFileSync(file, "utf8").split("\n");
  list.sort((a, b) => b.line - a.line || b.col - a.col);
  for (const { line, col, ns } of list) {
    const text = lines[line - 1]!;
    const rest = text.slice(col - 1);
    const m = /^`([\w:.-]*)\$\{([^`{}]+(?:\{[^`{}]*\}[^`{}]*)*)\}([\w:.-]*)`(?: as \w+)?/.exec(rest);
    if (!m) {
      console.log(`left ${file}:${line}:${col} ${rest.slice(0, 70)}`);
      continue;
    }
    const [whole, prefix, expr, suffix] = m as unknown as [string, string, string, string];
    const keys = Object.keys(catalogue[ns] ?? {}).filter((k) => k.startsWith(prefix) && k.endsWith(suffix) && k.length > prefix.length + suffix.length);
    if (!keys.length) {
      console.log(`no keys ${file}:${line} ${ns} ${prefix}…${suffix}`);
      continue;
    }
    const entries = keys.map((k) => `${JSON.stringify(k.slice(prefix.length, k.length - suffix.length))}: /*i18n*/ { id: ${JSON.stringify(`${ns}.${k}`)}, message: ${JSON.stringify(catalogue[ns]![k])} }`);
    const cleanExpr = expr.replace(/ as [^}]+$/, "");
    lines[line - 1] = text.slice(0, col - 1) + `({ ${entries.join(", ")} } as const)[${cleanExpr}]` + rest.slice(whole.length);
    fixed++;
  }
  writeFileSync(file, lines.join("\n"));
}
console.log("fixed", fixed);
