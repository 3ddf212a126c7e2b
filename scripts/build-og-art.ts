// Builds the link-preview pictures (part of `npm run build`): each SVG of ours in public/art (category art, sample
// scenes, sample logos; made by scripts/sample-art.ts) drawn as a 1200×630 PNG in public/og/<kind>/<name>.png, the
// size and format Facebook, X, WhatsApp and iMessage show (they show no SVG). app/lib/category-art.ts's ogArt
// names them and og:image points at them. Not committed (about 4 MB): made here, and again only when an SVG or this script is newer than its
// PNG (docs/decisions/being-found.md). Text in the art (a logo's initials) is drawn with the machine's fonts.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { renderAsync } from "@resvg/resvg-js";
import { OG_ART_HEIGHT as H, OG_ART_WIDTH as W } from "../app/lib/category-art";

const art = fileURLToPath(new URL("../public/art/", import.meta.url));
const out = fileURLToPath(new URL("../public/og/", import.meta.url));
const KINDS = ["category", "scene", "logo"] as const;
const self = statSync(fileURLToPath(import.meta.url)).mtimeMs;

/** The art's own <svg> opening tag replaced by one that places it in the 1200×630 frame. */
function placed(source: string, attrs: string) {
  const size = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(source);
  if (!size) throw new Error("art without a viewBox");
  return source.replace(/^\s*<svg\b[^>]*>/, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size[1]} ${size[2]}" ${attrs}>`);
}

/** The 1200×630 picture: a 16:9 scene or category art fills the frame (a sliver of sky and grass cut); a square logo
 *  stands in the middle of a light frame. */
function framed(kind: (typeof KINDS)[number], source: string) {
  const body =
    kind === "logo"
      ? `<rect width="${W}" height="${H}" fill="#f8fafc"/>${placed(source, `x="${(W - 420) / 2}" y="${(H - 420) / 2}" width="420" height="420"`)}`
      : placed(source, `x="0" y="0" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice"`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}

const jobs: { kind: (typeof KINDS)[number]; from: string; to: string }[] = [];
for (const kind of KINDS) {
  mkdirSync(`${out}${kind}`, { recursive: true });
  const names = new Set(readdirSync(`${art}${kind}`).filter((f) => f.endsWith(".svg")));
  // PNGs whose SVG is gone go too.
  for (const png of readdirSync(`${out}${kind}`)) if (!names.has(png.replace(/\.png$/, ".svg"))) rmSync(`${out}${kind}/${png}`);
  for (const name of names) {
    const from = `${art}${kind}/${name}`;
    const to = `${out}${kind}/${name.replace(/\.svg$/, ".png")}`;
    if (existsSync(to) && statSync(to).mtimeMs > Math.max(statSync(from).mtimeMs, self)) continue;
    jobs.push({ kind, from, to });
  }
}

const t0 = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const source = readFileSync(job.from, "utf8");
      const image = await renderAsync(framed(job.kind, source), {
        fitTo: { mode: "original" },
        // The machine's fonts only for art with text (reading them costs more than drawing most pictures).
        font: source.includes("<text")
          ? { loadSystemFonts: true, defaultFontFamily: "DejaVu Serif", serifFamily: "DejaVu Serif" }
          : { loadSystemFonts: false },
      });
      if (image.width !== W || image.height !== H) throw new Error(`${job.from}: drawn ${image.width}×${image.height}, not ${W}×${H}`);
      writeFileSync(job.to, image.asPng());
    }
  }),
);
if (jobs.length) console.log(`og art: ${jobs.length} PNGs in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
