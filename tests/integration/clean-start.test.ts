// A clean clone's `npm start` (README, "Run it") serves every file its pages link (issue 41 §1): the project's files
// are copied into a temporary folder without any build output, `npm start` runs there on a free port and a fresh
// database, and every script, stylesheet, icon, picture (the link preview's among them) and the manifest linked from
// the home page and the two Map views answers 200. The map's script is made by `npm run build`, not by `remix build` alone: a start that built less
// than `npm run build` left /map/map.js at 404, unseen where a build had already run.
//
// node_modules is not installed again: the temporary folder gets a symlink to this checkout's node_modules (already
// installed and patched by `npm install`), which stands in for the README's `npm install`.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** How long the whole start (build, migrate, seed, wrangler) may take before the test gives up. */
const START_MS = 150_000;
const TEST_MS = 180_000;

let dir: string;
let child: ChildProcess | null = null;
let base: string;
let log = "";

/** The files a clean clone has: tracked ones plus new ones not ignored, as they are in the working tree now. */
function copyProject(to: string) {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of new Set(listed.stdout.split("\0").filter(Boolean))) {
    const from = join(ROOT, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(dirname(join(to, file)), { recursive: true });
    if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), join(to, file));
    else copyFileSync(from, join(to, file));
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function stopGroup(signal: NodeJS.Signals) {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "greenwood-clean-"));
  copyProject(dir);
  expect(existsSync(join(dir, "public/build")) || existsSync(join(dir, "build")) || existsSync(join(dir, "public/map"))).toBe(false);
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Its own process group (detached), so afterAll stops npm, tsx, wrangler and workerd together.
  child = spawn("npm", ["start"], {
    cwd: dir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      DB_FILE: join(dir, ".data/clean.db"),
      FRESH_DB: "1",
      SKIP_BUILD: "",
      // Nothing reaches the internet: weather and tiles point at a closed loopback port.
      WEATHER_API_BASE: "http://127.0.0.1:9",
      MAP_TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png",
    },
  });
  const keep = (chunk: Buffer) => void (log = (log + chunk.toString()).slice(-20_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited: number | null = null;
  child.on("exit", (code) => void (exited = code ?? -1));
  const deadline = Date.now() + START_MS;
  for (let tries = 0; tries < 1_000 && Date.now() < deadline; tries++) {
    if (exited !== null) throw new Error(`npm start exited (${exited}):\n${log}`);
    const up = await fetch(`${base}/api/site-config`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm start did not answer within ${START_MS / 1000} s:\n${log}`);
}, TEST_MS);

afterAll(async () => {
  stopGroup("SIGTERM");
  // Wait up to 5 s for the group to go, then make sure.
  for (let i = 0; i < 50 && child && child.exitCode === null && child.signalCode === null; i++) await new Promise((r) => setTimeout(r, 100));
  stopGroup("SIGKILL");
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 30_000);

/** Same-origin files a page links: scripts, stylesheets, preloads, icons, the manifest and pictures (not other pages). */
function linkedFiles(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link|img|source)\b[^>]*>/gi) ?? []) {
    const rel = tag.match(/\brel="([^"]*)"/i)?.[1] ?? "";
    if (/\b(canonical|alternate|next|prev)\b/i.test(rel)) continue;
    for (const attr of ["src", "href", "srcset"]) {
      const value = tag.match(new RegExp(`\\b${attr}="([^"]*)"`, "i"))?.[1];
      if (!value) continue;
      for (const part of value.split(",")) {
        const url = part.trim().split(/\s+/)[0]?.replace(/&amp;/g, "&");
        if (url && url.startsWith("/") && !url.startsWith("//")) found.add(url);
      }
    }
  }
  return [...found];
}

async function expectServed(path: string) {
  const res = await fetch(new URL(path, base));
  const body = await res.arrayBuffer();
  return { path, status: res.status, bytes: body.byteLength };
}

describe("npm start on a clean clone", () => {
  it(
    "serves every file the home page and the directory's and events' Map views link, the map's script among them",
    async () => {
      const files = new Set<string>();
      // The Map view is chosen by ?view=map; those pages and the home page ship no React (handle.hydrate false), so
      // /privacy, a page that hydrates, brings the Remix bundles' scripts.
      for (const page of ["/", "/directory?view=map", "/events?view=map", "/privacy"]) {
        const res = await fetch(new URL(page, base));
        expect(res.status, page).toBe(200);
        const html = await res.text();
        const linked = linkedFiles(html);
        // The link preview's picture (built from our SVG art by `npm run build`), named by an absolute URL.
        const preview = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
        expect(preview, page).toBeTruthy();
        linked.push(new URL(preview ?? "/", base).pathname);
        if (page.includes("view=map")) expect(linked, page).toContain("/map/map.js");
        linked.forEach((f) => files.add(f));
      }
      expect([...files].some((f) => f.startsWith("/build/") && f.endsWith(".js"))).toBe(true);
      expect([...files].some((f) => f.startsWith("/build/") && f.endsWith(".css"))).toBe(true);
      expect(files).toContain("/manifest.webmanifest");
      // map.js loads the map's stylesheet itself; the manifest names the app's icons.
      files.add("/map/map.css");
      const manifest = (await (await fetch(new URL("/manifest.webmanifest", base))).json()) as { icons?: { src: string }[] };
      for (const icon of manifest.icons ?? []) files.add(icon.src);
      expect(files.size).toBeGreaterThan(5);
      const results = await Promise.all([...files].map(expectServed));
      expect(results.filter((r) => r.status !== 200 || r.bytes === 0)).toEqual([]);
    },
    TEST_MS,
  );

  it("the fediverse's worker reads this site's database, from a config of its own beside it (not one shared by every start)", async () => {
    // Two starts at once (the test suite's halves) once shared workers/fediverse/.dev.vars: one half's fediverse
    // worker read the other's database and failed every query after that half stopped (CI, 2026-11-28).
    expect(existsSync(join(dir, "workers/fediverse/.dev.vars"))).toBe(false);
    expect(existsSync(join(dir, ".data/clean.db.fediverse/.dev.vars"))).toBe(true);
    expect((await fetch(new URL("/.well-known/nodeinfo", base))).status).toBe(404);
    // Federation switched on in this site's database: the fediverse's worker answers from it.
    const client = createClient({ url: `file:${join(dir, ".data/clean.db")}` });
    await client.execute("insert into fediverse_settings (id, enabled, updated_at) values (1, 1, 0)");
    client.close();
    const res = await fetch(new URL("/.well-known/nodeinfo", base), { headers: { accept: "application/json" } });
    expect(res.status, log).toBe(200);
    expect(((await res.json()) as { links: { href: string }[] }).links[0]?.href).toContain("/nodeinfo/");
  }, 30_000);
});
