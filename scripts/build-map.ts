// Builds the Map view's browser script and stylesheet into public/map/ (after `remix build`): Leaflet and our own
// few lines, loaded by the Map view alone, so no other page's first load carries them.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const out = new URL("../public/map/", import.meta.url);
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [new URL("../app/map-client/map.ts", import.meta.url).pathname],
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  outfile: new URL("map.js", out).pathname,
  logLevel: "warning",
});
const leafletCss = readFileSync(new URL("../node_modules/leaflet/dist/leaflet.css", import.meta.url), "utf8");
const ours = readFileSync(new URL("../app/map-client/map.css", import.meta.url), "utf8");
writeFileSync(new URL("map.css", out), `${leafletCss}\n${ours}`);
