import { gzipSync } from "node:zlib";
import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, it } from "vitest";
import { startTestWorker, type TestWorker } from "../support/worker";
let w: TestWorker;
beforeAll(async () => { w = await startTestWorker(); });
afterAll(async () => { await w?.close(); });
it("dumps", async () => {
  await w.fetch("/");
  for (const p of ["/", "/events"]) {
    const html = await (await w.fetch(p)).text();
    writeFileSync(`/tmp/pages-${p === "/" ? "home" : "events"}.html`, html);
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    const body = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
    console.log(p, "all", gzipSync(html).length, "markup", gzipSync(body).length, "scripts", scripts.map((s) => `${s.length}/${gzipSync(s).length}`).join(" "));
  }
}, 60000);
