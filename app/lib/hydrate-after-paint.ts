// Hydration starts after the first paint (docs/decisions/pages-without-react.md). entry.server renames Remix's module script and its
// modulepreload links so the browser neither fetches nor runs them while it parses the page; the inline script
// below (rendered by the root layout, the same on server and client) restores them one frame after the first
// paint. The page is complete HTML before any of it arrives; JavaScript then only makes it better.

/** The renamed attributes: an unknown `rel` and script `type` make a browser leave them alone. */
export const DEFERRED_PRELOAD_REL = "x-modulepreload";
export const DEFERRED_MODULE_TYPE = "x-remix-module";

/**
 * Restores the preloads, then puts a live copy of the module script in the renamed one's place (same position and
 * tag, so React hydrates the same tree). A copy is needed: a script element that was parsed is never run again.
 * It starts when the browser reports its first contentful paint (a frame can be drawn before anything of the page
 * is), in a hidden tab at once (nothing is painted there), and after a second whatever happens.
 */
export const HYDRATE_AFTER_PAINT = `(function(){var m=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!m)return;var done=false;function go(){if(done)return;done=true;document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(l){l.rel="modulepreload"});var s=document.createElement("script");s.type="module";s.async=true;s.nonce=m.nonce;s.textContent=m.textContent;m.replaceWith(s)}function soon(){setTimeout(go,0)}if(document.visibilityState==="hidden")return go();try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)soon()}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(soon)}setTimeout(go,1000)})();`;

/**
 * Whether a page ships JavaScript: not when any of its routes says `handle = { hydrate: false }` (every link and form
 * of it works without; docs/decisions/pages-without-react.md), or `hydrate: (data) => boolean` answers false for the
 * route's loader data (an event page hydrates only for a member who can answer it). The root layout decides its
 * scripts by this, and entry.server its rewriting.
 */
export function pageHydrates(matches: readonly { handle?: unknown; data?: unknown }[]): boolean {
  return !matches.some(({ handle, data }) => {
    const hydrate = (handle as { hydrate?: boolean | ((data: unknown) => boolean) } | undefined)?.hydrate;
    return hydrate === false || (typeof hydrate === "function" && !hydrate(data));
  });
}

/**
 * Renames Remix's modulepreload links and its module script (the one carrying this answer's CSP nonce) in the
 * rendered document, as text: the page is one string already (entry.server), and a second parse of it through
 * HTMLRewriter cost more than the render's own serialising. What people wrote cannot match: React escapes `<` in
 * text and attributes, Remix escapes it in the data it embeds, and sanitised HTML keeps no link or script element.
 */
export function deferHydration(html: string, nonce: string): string {
  return renamed(html, [
    ['<link rel="modulepreload" ', `<link rel="${DEFERRED_PRELOAD_REL}" `],
    [`<script nonce="${nonce}" type="module"`, `<script nonce="${nonce}" type="${DEFERRED_MODULE_TYPE}"`],
  ]);
}

/**
 * `text` with every `from` of `renames` replaced by its `to`, made of slices of `text`, which V8 keeps as views and
 * joins without copying until the response is encoded. Every search runs on `text` itself (a search in a joined
 * string would copy it first). replaceAll copied the whole page for each of the two renames: 144 KB of an event
 * page's allocation, for the few dozen characters they change.
 */
function renamed(text: string, renames: [from: string, to: string][]): string {
  const found: { at: number; from: string; to: string }[] = [];
  for (const [from, to] of renames)
    for (let at = text.indexOf(from); at >= 0; at = text.indexOf(from, at + from.length)) found.push({ at, from, to });
  if (!found.length) return text;
  found.sort((a, b) => a.at - b.at);
  let out = "";
  let done = 0;
  for (const { at, from, to } of found) {
    out += text.slice(done, at) + to;
    done = at + from.length;
  }
  return out + text.slice(done);
}
