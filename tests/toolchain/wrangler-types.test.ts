// The worker's bindings are typed from wrangler.toml (`npm run cf-typegen`): a binding added there without
// regenerating worker-configuration.d.ts fails here, not in production.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { expect, it } from "vitest";

it("worker-configuration.d.ts is what `wrangler types` makes of wrangler.toml", { timeout: 120_000 }, () => {
  const root = join(import.meta.dirname, "../..");
  const out = execFileSync("npx", ["wrangler", "types", "--include-runtime=false", "--strict-vars=false", "--check"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
  });
  expect(out).toContain("up to date");
});
