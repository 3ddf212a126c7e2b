// After `remix build`: the browser's bundles lose the English of every message descriptor (issue 44). A message is
// written where it is used as `{ id: "ns.key", message: "English" }`; `lingui extract` reads the English from the
// code, and a page reads its messages, in its language, from its loader data (`tr(m, d)` looks up `m[key]`). The
// browser never needs `message`, nor the namespace (it reads only the key: `keyOf`), so `{id:"ns.key",message:"…"}`
// becomes `{id:".key"}` in public/build. The server's build (build/) keeps both: the worker formats mail, toasts and
// /api errors from the catalogue by id, and falls back on the message.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A descriptor as esbuild writes it when minifying: an `ns.key` id and a literal message, nothing else. */
const DESCRIPTOR = /\{id:"[a-zA-Z]+(\.(?:[^"\\]|\\.)*)",message:(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\$]|\\.)*`)\}/g;

/** The source with every descriptor's message dropped, and how many were. */
export function stripMessages(source: string): { code: string; count: number } {
  let count = 0;
  const code = source.replace(DESCRIPTOR, (_all, key: string) => {
    count++;
    return `{id:"${key}"}`;
  });
  return { code, count };
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return path.endsWith(".js") ? [path] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? "public/build";
  let files = 0;
  let count = 0;
  let saved = 0;
  for (const file of jsFiles(dir)) {
    const source = readFileSync(file, "utf8");
    const stripped = stripMessages(source);
    if (!stripped.count) continue;
    writeFileSync(file, stripped.code);
    files++;
    count += stripped.count;
    saved += source.length - stripped.code.length;
  }
  console.log(`strip-messages: ${count} messages out of ${files} files in ${dir} (${Math.round(saved / 1024)} KB less)`);
}
