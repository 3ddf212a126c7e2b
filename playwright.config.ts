import { defineConfig, devices } from "@playwright/test";

// E2E runs against exactly what `npm start` runs (wrangler dev + our libSQL server), on a fresh database.
const PORT = Number(process.env.E2E_PORT ?? 8799);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The loopback api.weather.gov (tests/support/nws-server.ts); a test may change its answer (POST /__state). */
export const NWS_PORT = PORT + 97;
const TILE_PORT = PORT + 98;

const JIT_OFF = "--js-flags=--no-opt --no-maglev";
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    // A test's page lives a few seconds: V8's optimising tiers (Maglev, TurboFan) compile code on background threads
    // that the pages never run long enough to repay, and on 2 cores they take time from the tests. 5 js specs took
    // 73 s of tests with them and 66-68 s without (2026-11-29, docs/decisions/test-suite.md).
    JIT_OFF,
  ],
};
/** The test browser with V8's optimising tiers, for a file that runs one long script: axe-core (a11y.spec.ts). */
export const chromiumWithJit = { ...chromium, args: chromium.args.filter((arg) => arg !== JIT_OFF) };

// `npm test` runs the suite in two halves side by side, each against its own `npm start` (its own port and database):
// E2E_HALF=1 runs the js project's specs from a to l and the no-js project's from a to i, E2E_HALF=2 the rest. A js
// test takes about twice a no-js one. Measured 2026-11-29 on a quiet clean clone (2 cores): js a-m with no-js a-l took
// 521 s of tests against the second half's 475 s (9.2 and 8.5 min with start-up); js m (11 s) and no-js j-l (14 s)
// moved over even them at about 500 s each (docs/decisions/test-suite.md).
const FIRST_HALF = { js: /\/[a-l][^/]*\.spec\.ts$/, noJs: /\/[a-i][^/]*\.spec\.ts$/ };
const half = process.env.E2E_HALF;
const filesOf = (first: RegExp) => (half === "1" ? { testMatch: first } : half === "2" ? { testIgnore: first } : {});
const jsFiles = filesOf(FIRST_HALF.js);
const noJsFiles = filesOf(FIRST_HALF.noJs);

export default defineConfig({
  testDir: "tests/e2e",
  // Runs after the web servers answer: loads the main pages once, so no test pays the site's cold start.
  globalSetup: "./tests/e2e/warm-up.ts",
  fullyParallel: false,
  workers: 1,
  // On CI one retry: three of the last four CI runs on these 2-core machines lost one test each to the machine, not the
  // site (a page load past 30 s, a reset socket, a click before hydration), and a stop that fails CI lands nothing. A
  // test that fails twice still fails the run; one that passes on its retry is listed as "flaky" in the summary and
  // named in the closing note (docs/decisions/test-suite.md). Locally 0, so a flake shows at once.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "list" : "line",
  timeout: 30_000,
  // The offline service worker stays out except in the specs about it (offline.spec.ts, warnings.spec.ts): on each new
  // context's first page it installs and fetches four pages and their stylesheet to keep, and then copies every page
  // the test opens: about a fifth of a js test's time, for nothing the test looks at (and a past flake:
  // weather-refresh.spec.ts).
  use: { baseURL: BASE_URL, launchOptions: chromium, trace: "off", serviceWorkers: "block" },
  projects: [
    { name: "js", ...jsFiles, use: { ...devices["Desktop Chrome"], javaScriptEnabled: true, launchOptions: chromium } },
    { name: "no-js", ...noJsFiles, use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions: chromium } },
  ],
  webServer: [
    {
      // A loopback stand-in for api.weather.gov (weather card and alert strip); e2e never reaches the internet.
      command: `npx tsx tests/support/nws-server.ts ${NWS_PORT}`,
      url: `http://127.0.0.1:${NWS_PORT}/alerts/active`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      // A loopback tile server for the map (tests/support/tile-server.ts): a plain tile for any /{z}/{x}/{y}.png.
      command: `npx tsx tests/support/tile-server.ts ${TILE_PORT}`,
      url: `http://127.0.0.1:${TILE_PORT}/0/0/0.png`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "npm start",
      url: `${BASE_URL}/api/site-config`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(PORT),
        DB_FILE: process.env.E2E_DB_FILE ?? `.data/e2e-${PORT}.db`,
        FRESH_DB: "1",
        SKIP_BUILD: process.env.SKIP_BUILD ?? "1",
        WEATHER_API_BASE: `http://127.0.0.1:${NWS_PORT}`,
        MAP_TILE_URL: `http://127.0.0.1:${TILE_PORT}/{z}/{x}/{y}.png`,
        // The suite signs in from one address dozens of times a minute and posts as a few seeded members all day (the
        // daily posting limits lift too: lib/daily-limit.ts); the limits themselves are tested in workerd.
        RATE_LIMITS: "off",
        // A database round trip may take up to 15 s here, not production's 5 s: on a 2-core CI machine running two
        // sites, two Chromiums and the test runners, a sign-in once waited past 5 s and got the 503 meant for a database
        // that is away (clean-clone run of 2026-11-29). The 503 itself is tested in workerd (tests/integration/failures.test.ts).
        DATABASE_TIMEOUT_MS: "15000",
      },
    },
  ],
});
