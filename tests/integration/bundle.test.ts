// What `wrangler deploy` would upload: built the way it deploys, measured the way Cloudflare limits it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";

it("the deploy bundle (wrangler deploy --dry-run) is under 1 MiB gzip", () => {
  const outdir = mkdtempSync(join(tmpdir(), "dry-run-"));
  try {
    const out = execFileSync(process.execPath, ["node_modules/wrangler/bin/wrangler.js", "deploy", "--dry-run", "--outdir", outdir], {
      encoding: "utf8",
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_SEND_ERROR_REPORTS: "false",
        WRANGLER_HIDE_BANNER: "true",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
      },
    });
    const match = out.match(/Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/);
    expect(match, out).not.toBeNull();
    expect(Number(match![2])).toBeLessThan(1024);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}, 60_000);
