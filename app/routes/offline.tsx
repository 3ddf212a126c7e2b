// /offline: what the service worker (public/sw.js) shows for a page that cannot be reached without a network, with
// the list of what it keeps on this device and when each was saved (read from the Cache API by a small inline script:
// the page ships no React). Precached without credentials, so it is the same for everyone but the language (the
// browser's Accept-Language, or ?lang=). Without JavaScript it says that nothing is kept.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/site-link";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { useNonce } from "~/lib/nonce";
import { townFor } from "~/lib/towns";

export const handle = { hydrate: false };

export async function loader({ context }: LoaderFunctionArgs) {
  const config = await context.siteConfig();
  return json({ m: messagesFor(context.lang, "offline"), timeZone: townFor(config.mode).timeZone });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "offline.title", message: "You are offline" }) : "You are offline" },
  { name: "robots", content: "noindex" },
];

// Lists the kept pages (the service worker's X-Kept-* headers): the pinned ones first, then the newest; each with the
// time it was saved in the town's zone. Titles go in as text, never as HTML.
const LIST_KEPT = `(function(){document.getElementById("kept-nojs").hidden=true;var l=document.getElementById("kept-pages"),n=document.getElementById("kept-none");if(!l||!window.caches){n&&(n.hidden=false);return}
var f=new Intl.DateTimeFormat(document.documentElement.lang||"en",{dateStyle:"medium",timeStyle:"short",timeZone:l.getAttribute("data-time-zone")||undefined});
var w=l.getAttribute("data-saved"),o={pinned:0,list:1,item:2};
caches.keys().then(function(names){return Promise.all(names.filter(function(x){return x.indexOf("greenwood-pages-")===0}).map(function(x){return caches.open(x).then(function(c){return c.keys().then(function(ks){return Promise.all(ks.map(function(k){return c.match(k).then(function(r){return{url:new URL(k.url),r:r}})}))})})}))})
.then(function(g){var rows=[].concat.apply([],g).filter(function(e){return e.r&&o[e.r.headers.get("X-Kept-Kind")]!==undefined}).map(function(e){var h=e.r.headers;return{href:e.url.pathname+e.url.search,kind:o[h.get("X-Kept-Kind")],at:Number(h.get("X-Kept-At"))||0,title:decodeURIComponent(h.get("X-Kept-Title")||"")||e.url.pathname,lang:h.get("X-Kept-Lang")||""}});
rows.sort(function(a,b){return a.kind-b.kind||b.at-a.at});
rows.forEach(function(e){var li=document.createElement("li"),a=document.createElement("a"),t=document.createElement("time");a.href=e.href;a.className="underline";if(e.lang&&e.lang!==document.documentElement.lang)a.lang=e.lang;a.textContent=e.title;t.dateTime=new Date(e.at).toISOString();t.textContent=f.format(e.at);var s=document.createElement("span");s.className="text-sm opacity-80";var p=w.split("{time}");s.append(" · "+p[0],t,p[1]||"");li.append(a,s);l.append(li)});
if(!rows.length)n.hidden=false}).catch(function(){n.hidden=false})})()`;

export default function Offline() {
  const { m, timeZone } = useLoaderData<typeof loader>();
  const nonce = useNonce();
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "offline.title", message: "You are offline" })}</h1>
      <p className="mt-3">
        {tr(
          m,
          /*i18n*/ {
            id: "offline.text",
            message:
              "This page could not be loaded without a connection. The pages listed below are kept on this device and open as usual, as they were when saved.",
          },
        )}
      </p>
      <h2 id="kept-heading" className="mt-6 text-lg font-semibold">
        {tr(m, /*i18n*/ { id: "offline.keptHeading", message: "Kept on this device" })}
      </h2>
      {/* Not <noscript>: a browser with scripting off but a scripting parser (Chromium's setting) skips it. */}
      <p id="kept-nojs" className="mt-2">
        {tr(
          m,
          /*i18n*/ {
            id: "offline.noScript",
            message: "Pages are kept for reading without a connection only when JavaScript is on; with it off, nothing is kept on this device.",
          },
        )}
      </p>
      <ul
        id="kept-pages"
        aria-labelledby="kept-heading"
        className="mt-2 space-y-2"
        data-time-zone={timeZone}
        data-saved={tr(m, /*i18n*/ { id: "offline.savedAt", message: "saved {time}" })}
      />
      <p id="kept-none" className="mt-2" hidden>
        {tr(
          m,
          /*i18n*/ {
            id: "offline.nothingKept",
            message:
              "Nothing is kept on this device yet. The home page, the emergency numbers, the weather alerts and the lists and articles you open are kept as you visit them.",
          },
        )}
      </p>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: LIST_KEPT }} />
      <p className="mt-6">
        <Link className="underline" to="/">
          {tr(m, /*i18n*/ { id: "offline.home", message: "Try the home page again" })}
        </Link>
      </p>
    </section>
  );
}
