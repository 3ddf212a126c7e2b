// Our patches (patches/, applied by patch-package on install) change code that the app relies on (route matching,
// the wrangler inspector): if one is not applied, e.g. after an upgrade that moved the patched lines, this fails
// rather than the site silently losing the fix. Every line a patch adds must be in the installed file.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const patches = readdirSync(join(root, "patches")).filter((name) => name.endsWith(".patch"));

/** The files a patch changes, each with the non-blank lines it adds. */
function addedLines(patch: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of patch.split("\n")) {
    const target = /^\+\+\+ b\/(.+)$/.exec(line);
    if (target) files.set(target[1]!, (current = []));
    else if (current && line.startsWith("+") && line.slice(1).trim()) current.push(line.slice(1));
  }
  return files;
}

describe("patches", () => {
  it("has the patches README names", () => {
    expect(patches.length).toBeGreaterThanOrEqual(4);
  });

  it.each(patches)("%s is applied", (name) => {
    const files = addedLines(readFileSync(join(root, "patches", name), "utf8"));
    expect(files.size).toBeGreaterThan(0);
    for (const [file, lines] of files) {
      const installed = readFileSync(join(root, file), "utf8");
      for (const line of lines) expect(installed, `${name}: ${file}`).toContain(line);
    }
  });
});
