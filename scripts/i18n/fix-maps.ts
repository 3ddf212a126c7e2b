// One-time helper of the codemod (issue 44): `t(MAP[x])`, where MAP is a const object of keys, gets a MAP of
// descriptors: each string value that is a key of the namespace `t` wants becomes its descriptor. Reads `tsc` errors.
import { readFileSync, writeFileSync } from "node:fs";
import { en } from "../../app/lib/i18n/en";

const catalogue = en as unknown as Record<string, Record<string, string>>;
const re = /^(.+?)\((\d+),(\d+)\): error TS2345: Argument of type '[^']*' is not assignable to parameter of type 'Descriptor<"(\w+)">'/gm;
let fixed = 0;
const seen = new Set<string>();
for (const m of readFileSync(0, "utf8").matchAll(re)) {
  const [, file, line, col, ns] = m as unknown as [string, string, string, string, string];
  const text = readFileSync(file, "utf8");
  const lineText = text.split("\n")[Number(line) - 1]!;
  const map = /^(\w+)\[/.exec(lineText.slice(Number(col) - 1))?.[1];
  if (!map || seen.has(`${file}:${map}`)) continue;
  seen.add(`${file}:${map}`);
  const decl = new RegExp(`const ${map}(?:: [^=]+)? = \\{`).exec(text);
  if (!decl) {
    console.log(`no map ${file} ${map}`);
    continue;
  }
  const start = decl.index + decl[0].length;
  let depth = 1;
  let end = start;
  while (depth > 0 && end < text.length) {
    if (text[end] === "{") depth++;
    else if (text[end] === "}") depth--;
    end++;
  }
  const body = text.slice(start, end - 1).replace(/(:\s*)"((?:[^"\\]|\\.)*)"/g, (whole, colon: string, raw: string) => {
    const key = JSON.parse(`"${raw}"`) as string;
    if (!Object.hasOwn(catalogue[ns] ?? {}, key)) return whole;
    fixed++;
    return `${colon}/*i18n*/ { id: ${JSON.stringify(`${ns}.${key}`)}, message: ${JSON.stringify(catalogue[ns]![key])} }`;
  });
  // A map typed by its key union (`Record<X, "a" | "b">`) now holds descriptors.
  const head = text.slice(0, decl.index) + decl[0].replace(/: Record<([^,]+), [^>]+>/, `: Record<$1, Descriptor<"${ns}">>`);
  writeFileSync(file, head + body + text.slice(end - 1));
  console.log(`${file} ${map}`);
}
console.log("fixed", fixed);
