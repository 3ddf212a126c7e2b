// The size rule's baseline (issue 46; docs/decisions/layers.md): `max-lines-per-function` holds every function of app/
// and workers/ to 80 lines (blank lines and comments not counted), and eslint.size-baseline.js lists the files that had
// longer ones when the rule came, each with its longest function then. A limit only falls: after splitting a long
// function, `npx tsx scripts/size-baseline.ts` lowers its file's limit to the longest function left there, or drops the
// file when none is over 80. `--init` writes the list from scratch (once, when the rule came).
import { readFileSync, writeFileSync } from "node:fs";
import { ESLint } from "eslint";
import { format, resolveConfig } from "prettier";
import { SIZE_BASELINE, SIZE_RULE } from "../eslint.size-baseline.js";

const init = process.argv.includes("--init");
const eslint = new ESLint({
  cwd: process.cwd(),
  // The rule at 80 for every file, baseline or not, so each long function is reported with its length.
  overrideConfig: [{ files: SIZE_RULE.files, ignores: SIZE_RULE.ignores, rules: { "max-lines-per-function": ["error", SIZE_RULE.options] } }],
});
const results = await eslint.lintFiles(SIZE_RULE.files);
const longest: Record<string, number> = {};
for (const r of results) {
  for (const m of r.messages) {
    if (m.ruleId !== "max-lines-per-function") continue;
    const lines = Number(/\((\d+)\)/.exec(m.message)?.[1]);
    const file = r.filePath.slice(process.cwd().length + 1);
    longest[file] = Math.max(longest[file] ?? 0, lines);
  }
}
const before = SIZE_BASELINE as Record<string, number>;
const next: Record<string, number> = {};
for (const [file, n] of Object.entries(longest).sort(([a], [b]) => a.localeCompare(b))) {
  if (init) next[file] = n;
  else if (before[file] !== undefined) next[file] = Math.min(before[file], n);
  else console.error(`${file}: a function of ${n} lines, over ${SIZE_RULE.options.max}, not in the baseline: split it (the baseline never grows)`);
}
const source = readFileSync("eslint.size-baseline.js", "utf8");
const start = source.indexOf("export const SIZE_BASELINE = ");
const text = `${source.slice(0, start)}export const SIZE_BASELINE = ${JSON.stringify(next, null, 2)};\n`;
// In the project's style, so `prettier --check` in `npm run lint` passes after a run.
writeFileSync(
  "eslint.size-baseline.js",
  await format(text, { ...(await resolveConfig("eslint.size-baseline.js")), filepath: "eslint.size-baseline.js" }),
);
const count = (o: Record<string, number>) => Object.keys(o).length;
console.log(`${count(next)} files with a function over ${SIZE_RULE.options.max} lines (${count(before)} before).`);
