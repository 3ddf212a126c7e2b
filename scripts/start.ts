// npm start: build (npm run build), migrate, seed an empty database (TOWN=nashville seeds Nashville's site), start the local libSQL server and the worker under
// `wrangler dev --local` at http://127.0.0.1:8787 (PORT overrides). No network. Ctrl-C stops both.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startHranaServer } from "../db/hrana-server";
import { DEFAULT_DB_FILE, migrateDb, openNodeDb } from "../db/node";
import { seedIfEmpty, seedTown } from "../db/seed";
import { devVapidVars } from "./dev-vapid";

const port = Number(process.env.PORT ?? 8787);
const siteUrl = `http://127.0.0.1:${port}`;
const dbFile = process.env.DB_FILE ?? DEFAULT_DB_FILE;
// Local KV (the caches) lives beside the database file, so a fresh database also gets fresh caches.
const persistDir = `${dbFile}.wrangler`;

// Keeps wrangler and miniflare from reaching the internet (see STACK.md).
const OFFLINE_ENV = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

/** workers/fediverse/wrangler.toml copied into `dir` (its `main` made absolute) with a .dev.vars of `values` beside it. */
function fediverseConfigFor(dir: string, values: Record<string, string>): string {
  const source = fileURLToPath(new URL("../workers/fediverse/wrangler.toml", import.meta.url));
  const entry = fileURLToPath(new URL("../workers/fediverse/index.ts", import.meta.url));
  const toml = readFileSync(source, "utf8").replace(/^main = .*$/m, `main = ${JSON.stringify(entry)}`);
  if (!toml.includes(JSON.stringify(entry))) throw new Error(`${source} has no main = line to point at ${entry}`);
  mkdirSync(dir, { recursive: true });
  const config = resolve(dir, "wrangler.toml");
  writeFileSync(config, toml);
  const devVars = Object.entries(values).map(([k, v]) => `${k}=${JSON.stringify(v)}`);
  writeFileSync(resolve(dir, ".dev.vars"), devVars.join("\n") + "\n");
  return config;
}

function run(cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.FRESH_DB === "1") {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(dbFile + suffix, { force: true });
  rmSync(persistDir, { recursive: true, force: true });
}
// The same build as `npm run build` (package.json holds its steps, one source): the Remix bundles and everything else
// the site serves from public/ (the Map view's script among them; docs/decisions/npm-start.md).
if (process.env.SKIP_BUILD !== "1") run("npm", ["run", "--silent", "build"]);

const { client, db } = openNodeDb(`file:${dbFile}`);
await migrateDb(db);
const town = seedTown(process.env.TOWN);
const seeded = await seedIfEmpty(db, new Date(), town);
client.close();
console.log(seeded ? `Seeded ${dbFile} with ${town}'s sample data` : `Using existing data in ${dbFile}`);

// Web Push keys for trying the warnings' push locally (never in production; scripts/dev-vapid.ts).
const vapid = await devVapidVars({ dbFile, env: process.env });
if (vapid.source === "made") console.log(`Made a development VAPID key pair in ${dbFile}.vapid.json`);

const dbServer = await startHranaServer({ file: dbFile, port: Number(process.env.DB_PORT ?? 0) });
console.log(`libSQL server at ${dbServer.url}`);

// wrangler logs warnings and errors, not a line per request (docs/decisions/npm-start.md): each request's line is one more HTTP
// call from workerd to wrangler's Node process, 2.5–3 ms of CPU per request that production does not pay.
// `WRANGLER_LOG=info npm start` brings the request lines (and the worker's console.log) back.
// wrangler dev also keeps esbuild watching the worker's bundle for changes, polling the files: about a tenth of a core for
// each of the two workers, all the time, on a site that `npm start` built once (the test suite's two sites, the bench's
// site beside the static file it compares with). Our patch of wrangler (patches/) reads WRANGLER_BUNDLE_WATCH=0 as
// "build once"; `WRANGLER_BUNDLE_WATCH=1 npm start` watches again (after `npm run build` in another terminal).
const env: NodeJS.ProcessEnv = { WRANGLER_LOG: "warn", WRANGLER_BUNDLE_WATCH: "0", ...process.env, ...OFFLINE_ENV };
delete env.CLOUDFLARE_API_TOKEN;
delete env.CLOUDFLARE_ACCOUNT_ID;
/** The named variables of this process's environment that are set, to pass on to the worker as they are. */
const passedOn = (...names: string[]): Record<string, string> =>
  Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
const vars = {
  ENVIRONMENT: process.env.ENVIRONMENT ?? "development",
  DATABASE_URL: dbServer.url,
  SITE_URL: siteUrl,
  // Visitors' page cache (docs/decisions/page-cache.md): off locally unless asked (`npm run bench` turns it on as in production).
  PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS ?? "0",
  ...vapid.vars,
  // Set by the tests, unset for a person's `npm start`: loopback fetches allowed, a fixed clock, rate limits off, a
  // slower database round trip than production's 5 s (playwright.config.ts), a loopback NWS server for weather and
  // alerts (else api.weather.gov), a loopback tile server for the map (else OpenStreetMap's tiles), and their loopback
  // push service's name among the browsers' push services.
  ...passedOn("ALLOW_LOOPBACK_FETCH", "TEST_NOW", "RATE_LIMITS", "DATABASE_TIMEOUT_MS", "WEATHER_API_BASE", "MAP_TILE_URL", "PUSH_SERVICE_HOSTS"),
};
// The fediverse's worker (a second config in the same session) takes no --var: wrangler reads the .dev.vars beside
// its config instead. It needs the same database and site address (docs/decisions/fediverse.md). Each site gets its own
// copy of that config beside its database: two `npm start`s at once (the test suite's halves) wrote one shared
// workers/fediverse/.dev.vars, and one half's fediverse worker then read the other half's database, failing every
// query once that half had stopped.
const fediverseConfig = fediverseConfigFor(`${dbFile}.fediverse`, {
  ENVIRONMENT: vars.ENVIRONMENT,
  DATABASE_URL: vars.DATABASE_URL,
  SITE_URL: vars.SITE_URL,
  ...passedOn("ALLOW_LOOPBACK_FETCH"),
});
// Same process group as this script (not detached): whoever stops the group (Ctrl-C, a test runner) stops
// wrangler and workerd too.
const wrangler = spawn(
  process.execPath,
  [
    fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url)),
    "dev",
    // The site and the fediverse's worker (docs/decisions/fediverse.md) in one session: its service binding and queue connect.
    "-c",
    "wrangler.toml",
    "-c",
    fediverseConfig,
    "--local",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    // /__scheduled triggers the crons by hand (docs/decisions/npm-start.md). The bench turns it off (TEST_SCHEDULED=0):
    // wrangler then leaves out the middleware that parses every request's URL for it, which production has not.
    ...(process.env.TEST_SCHEDULED === "0" ? [] : ["--test-scheduled"]),
    // The debugger's port, one per site: left to wrangler it is 9229 for every `npm start`, and two started at once (the
    // test suite's halves, a bench beside them) both found it free and one failed to bind it. INSPECTOR_PORT to choose.
    "--inspector-port",
    process.env.INSPECTOR_PORT ?? String(port + 96),
    "--show-interactive-dev-session=false",
    "--persist-to",
    persistDir,
    ...Object.entries(vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
  ],
  { stdio: ["ignore", "inherit", "inherit"], env },
);

// At WRANGLER_LOG=warn wrangler no longer says where it serves: say it once the site answers.
void (async () => {
  for (let tries = 0; tries < 600; tries++) {
    const up = await fetch(siteUrl, { method: "HEAD", redirect: "manual" }).then(
      () => true,
      () => false,
    );
    if (up) return console.log(`Site at ${siteUrl}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
})();

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  try {
    wrangler.kill("SIGTERM");
  } catch {
    // already gone
  }
  await dbServer.close();
  process.exit(code);
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));
wrangler.on("exit", (code) => void stop(code ?? 0));
