// No module imports itself through others, type imports included (issue 46: three folder routes' `types.ts` took
// `typeof loader` from the `route.tsx` that imported them). ESLint's import-x/no-cycle passes over type-only imports,
// so this walks the import graph itself: every import and re-export TypeScript sees, `~/` and relative paths resolved.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

function resolveImport(from: string, spec: string, appDir: string): string | null {
  const base = spec.startsWith("~/") ? join(appDir, spec.slice(2)) : spec.startsWith(".") ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (SOURCE.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Each cycle of the import graph of the files under `roots` (paths relative to `cwd`), as the files around it. */
export function importCycles(roots: string[], cwd: string, appDir = join(cwd, "app")): string[][] {
  const files = roots.flatMap((root) => sourceFiles(join(cwd, root)));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    edges.set(
      file,
      info.importedFiles.map((f) => resolveImport(file, f.fileName, appDir)).filter((f): f is string => f !== null),
    );
  }
  // Tarjan's strongly connected components: a component of more than one file is a cycle.
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, order.get(w) ?? 0));
    }
    if (low.get(v) === order.get(v)) {
      const component: string[] = [];
      for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) {
        onStack.delete(w);
        component.push(relative(cwd, w));
        if (w === v) break;
      }
      if (component.length > 1 || (edges.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return cycles;
}

/**
 * Cycles still standing (2026-11-28), each a page whose sections read `typeof loader` from the route: the business
 * page (248-line BusinessDetail) and the events calendar. Whoever splits them declares their data in a types file
 * and deletes the entry here; no new cycle may join.
 */
const KNOWN: string[][] = [
  ["app/components/business-page.tsx", "app/routes/businesses.$id.tsx"],
  [
    "app/routes/events._index/calendar-section.tsx",
    "app/routes/events._index/filters-section.tsx",
    "app/routes/events._index/list-section.tsx",
    "app/routes/events._index/route.tsx",
    "app/routes/events._index/share-sections.tsx",
  ],
];

describe("import cycles", () => {
  it("app/, workers/ and db/ import nothing in a circle, type imports included (but the known ones)", () => {
    const cycles = importCycles(["app", "workers", "db"], process.cwd());
    const key = (c: string[]) => c.join(" ");
    expect(cycles.filter((c) => !KNOWN.map(key).includes(key(c)))).toEqual([]);
    // A known cycle that is gone leaves the list.
    expect(KNOWN.filter((c) => !cycles.map(key).includes(key(c)))).toEqual([]);
  });

  it("finds a folder route whose types file takes `typeof loader` from the route (the cycle it keeps out)", () => {
    const dir = mkdtempSync(join(tmpdir(), "cycles-"));
    try {
      const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
      write("route.tsx", 'import { Section } from "./section";\nexport async function loader() { return 1; }\nexport default Section;\n');
      write("section.tsx", 'import type { Data } from "./types";\nexport function Section(_: { data?: Data }) { return null; }\n');
      write("types.ts", 'import type { loader } from "./route";\nexport type Data = Awaited<ReturnType<typeof loader>>;\n');
      write("apart.ts", 'import type { Data } from "./types";\nexport type Other = Data;\n');
      expect(importCycles(["."], dir)).toEqual([["route.tsx", "section.tsx", "types.ts"]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
