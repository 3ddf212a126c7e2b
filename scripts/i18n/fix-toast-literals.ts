// One-time helper of the codemod (issue 44): `title: "Review Posted"` / `description: "…"` in the files named, where the
// text is a `toasts` key, becomes its descriptor. Usage: npx tsx scripts/i18n/fix-toast-literals.ts file…
import { readFileSync, writeFileSync } from "node:fs";
import { en } from "../../app/lib/i18n/en";

const toasts = en.toasts as Readonly<Record<string, string>>;
let fixed = 0;
for (const file of process.argv.slice(2)) {
  const code = readFileSync(file, "utf8");
  const out = code.replace(/\b(title|description)(\??:\s*)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/g, (whole, prop: string, colon: string, raw: string) => {
    const key = raw.startsWith("'") ? raw.slice(1, -1).replace(/\\'/g, "'") : (JSON.parse(raw) as string);
    if (!Object.hasOwn(toasts, key)) return whole;
    fixed++;
    return `${prop}${colon}/*i18n*/ { id: ${JSON.stringify(`toasts.${key}`)}, message: ${JSON.stringify(toasts[key])} }`;
  });
  if (out !== code) writeFileSync(file, out);
}
console.log("fixed", fixed);
