import { gzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, it } from "vitest";
import { newsArticles, events, businesses } from "../../db/schema";
import { startTestWorker, sessionCookie, type TestWorker } from "../support/worker";
let w: TestWorker; let cookie: string;
beforeAll(async () => { w = await startTestWorker({ countDbCalls: true }); cookie = await sessionCookie(w, "seed-member-jamie"); });
afterAll(async () => { await w?.close(); });
it("measures", async () => {
  const [n] = await w.db.select({ id: newsArticles.id }).from(newsArticles).limit(1);
  const [e] = await w.db.select({ id: events.id }).from(events).limit(1);
  const [b] = await w.db.select({ id: businesses.id }).from(businesses).limit(1);
  const pages = ["/", "/news", `/news/${n.id}`, "/events", `/events/${e.id}`, "/directory", `/businesses/${b.id}`, "/classifieds", "/jobs", "/search?q=park"];
  await w.fetch("/");
  for (const who of ["visitor", "member"]) for (const p of pages) {
    w.dbCalls.reset();
    const res = await w.fetch(p, who === "member" ? { cookie } : {});
    const html = await res.text();
    const calls = w.dbCalls.count();
    const js = [...html.matchAll(/(?:href|src)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]);
    const jsGz = [...new Set(js)].reduce((s, f) => s + gzipSync(readFileSync("public" + f)).length, 0);
    const css = [...html.matchAll(/href="(\/build\/[^"]+\.css)"/g)].reduce((s, m) => s + gzipSync(readFileSync("public" + m[1])).length, 0);
    if (p === "/" && who === "visitor") console.log([...new Set(js)].map(f => f + " " + gzipSync(readFileSync("public" + f)).length).join("\n"), html.match(/<script[^>]*>[^<]{0,300}/g)?.join("\n"));
    console.log(who, p, res.status, "html", html.length, "gz", gzipSync(html).length, "db", calls, "js", jsGz, "css", css);
  }
}, 120000);
