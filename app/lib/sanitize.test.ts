import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize.server";

const HOSTILE = [
  `<script>alert(1)</script>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="javascript:alert(1)">`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="jav&#x09;ascript:alert(1)">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<svg onload=alert(1)><circle/></svg>`,
  `<body onload=alert(1)>`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<p onclick="alert(1)">click</p>`,
  `<object data="evil.swf"></object><embed src="evil.swf">`,
  `<form action="https://evil.example"><input name=x></form>`,
  `<style>body{display:none}</style>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<img src="https://images.example/a.png" onload="alert(1)">`,
  `"><script>alert(1)</script>`,
];

describe("sanitizeHtml", () => {
  it.each(HOSTILE)("neutralises %s", (payload) => {
    const out = sanitizeHtml(payload).toLowerCase();
    expect(out).not.toMatch(/<script|<iframe|<object|<embed|<svg|<form|<style|<math|<input/);
    expect(out).not.toMatch(/\son\w+\s*=/);
    expect(out).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/);
    expect(out).not.toContain("javascript:");
  });

  it("keeps text, links, lists, images and structure", () => {
    const html = `<h2>Council news</h2><p>Read <a href="https://greenwood.example/minutes">the minutes</a> or <a href="mailto:clerk@greenwood.example">write</a>.</p><ul><li>One</li><li>Two</li></ul><figure><img src="https://images.example/hall.jpg" alt="City hall"><figcaption>City hall</figcaption></figure><blockquote>Quote</blockquote>`;
    const out = sanitizeHtml(html);
    expect(out).toContain("<h2>Council news</h2>");
    expect(out).toContain('href="https://greenwood.example/minutes"');
    expect(out).toContain('rel="nofollow noopener noreferrer ugc"');
    expect(out).toContain('href="mailto:clerk@greenwood.example"');
    expect(out).toContain("<ul><li>One</li><li>Two</li></ul>");
    expect(out).toContain('<img src="https://images.example/hall.jpg" alt="City hall">');
    expect(out).toContain("<figcaption>City hall</figcaption>");
  });
});
