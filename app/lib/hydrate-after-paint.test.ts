import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL, deferHydration } from "./hydrate-after-paint";

// What Remix's <Scripts> renders (its links and module script), with people's words around them as React and Remix
// write them.
const NONCE = "uR6tYCk8kG/3L0WWPkxAaQ==";
const page = [
  '<link rel="modulepreload" href="/build/entry.client-O6KH4IWT.js" />',
  '<link rel="modulepreload" href="/build/root-ZPQAJ6SB.js" />',
  "<p>&lt;link rel=&quot;modulepreload&quot; href=&quot;/x.js&quot;&gt; and &lt;script type=&quot;module&quot;&gt;</p>",
  '<script nonce="another" type="module">/* not ours */</script>',
  `<script>window.__remixContext = {"text":"\\u003clink rel=\\"modulepreload\\" "};</script>`,
  `<script nonce="${NONCE}" type="module" async="">import * as route0 from "/build/root.js";</script>`,
].join("");

describe("deferHydration", () => {
  const out = deferHydration(page, NONCE);

  it("renames Remix's modulepreload links and its module script", () => {
    expect(out).toContain(`<link rel="${DEFERRED_PRELOAD_REL}" href="/build/entry.client-O6KH4IWT.js" />`);
    expect(out).toContain(`<link rel="${DEFERRED_PRELOAD_REL}" href="/build/root-ZPQAJ6SB.js" />`);
    expect(out).toContain(`<script nonce="${NONCE}" type="${DEFERRED_MODULE_TYPE}" async="">`);
    expect(out).not.toContain('<link rel="modulepreload"');
  });

  it("leaves people's words, embedded data and a script without this answer's nonce as they were", () => {
    expect(out).toContain("<p>&lt;link rel=&quot;modulepreload&quot; href=&quot;/x.js&quot;&gt; and &lt;script type=&quot;module&quot;&gt;</p>");
    expect(out).toContain('<script nonce="another" type="module">');
    expect(out).toContain('{"text":"\\u003clink rel=\\"modulepreload\\" "}');
    // Two links and one script renamed, nothing else.
    expect(out.length).toBe(page.length + 2 * ("x-modulepreload".length - "modulepreload".length) + ("x-remix-module".length - "module".length));
  });

  it("reads the nonce as text, not as a pattern (base64 holds + and /)", () => {
    const html = '<script nonce="aab/c==" type="module"></script><script nonce="a+b/c==" type="module"></script>';
    expect(deferHydration(html, "a+b/c==")).toBe(
      `<script nonce="aab/c==" type="module"></script><script nonce="a+b/c==" type="${DEFERRED_MODULE_TYPE}"></script>`,
    );
  });
});
