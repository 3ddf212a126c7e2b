// Bundles the fediverse's Worker (workers/fediverse/wrangler.toml) the way `wrangler deploy` would, into build/fediverse/:
// the integration tests run that file in miniflare beside the site's (docs/decisions/fediverse.md).
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const outdir = fileURLToPath(new URL("../build/fediverse", import.meta.url));
rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
const out = execFileSync(
  process.execPath,
  [
    fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url)),
    "deploy",
    "--dry-run",
    "--outdir",
    outdir,
    "-c",
    "workers/fediverse/wrangler.toml",
  ],
  {
    encoding: "utf8",
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: "false",
      WRANGLER_SEND_ERROR_REPORTS: "false",
      WRANGLER_HIDE_BANNER: "true",
      CLOUDFLARE_CF_FETCH_ENABLED: "false",
    },
  },
);
const size = out.match(/Total Upload: .*$/m)?.[0] ?? "";
console.log(`fediverse worker: build/fediverse/index.js in ${((Date.now() - started) / 1000).toFixed(1)} s (${size})`);
