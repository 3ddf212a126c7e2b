import { execSync } from "node:child_process";
import { en } from "../../app/lib/i18n/en";
import { readDescriptors } from "./catalogue-extractor";
const files = execSync("git ls-files app workers | grep -E '\.tsx?$' | grep -v '\\.test\\.' | grep -v 'app/lib/i18n/en'", { encoding: "utf8" }).trim().split("\n");
const cat = en as unknown as Record<string, Record<string, string>>;
const seen = new Map<string, string>();
let n = 0, bad = 0;
for (const f of files) for (const d of readDescriptors(f)) {
  n++;
  const [ns, ...rest] = d.context.split(".");
  const key = rest.join(".");
  const english = cat[ns!]?.[key];
  if (english !== d.message) { bad++; if (bad < 10) console.log("mismatch", d.origin.join(":"), d.context, JSON.stringify(d.message).slice(0, 60), JSON.stringify(english)?.slice(0, 60)); }
  seen.set(d.context, d.message);
}
const all = Object.entries(cat).flatMap(([ns, m]) => Object.keys(m).map((k) => `${ns}.${k}`));
const unused = all.filter((id) => !seen.has(id));
console.log({ descriptors: n, distinct: seen.size, mismatches: bad, catalogue: all.length, notWrittenAnywhere: unused.length });
const byNs = new Map<string, number>();
for (const id of unused) byNs.set(id.split(".")[0]!, (byNs.get(id.split(".")[0]!) ?? 0) + 1);
console.log([...byNs].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${k}:${v}`).join(" "));
if (process.argv.includes("--list")) for (const id of unused) console.log("UNW", id);
