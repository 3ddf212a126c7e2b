import { describe, expect, it } from "vitest";
import { FEATURE_KEYS, type Features } from "~/lib/vocabulary";
import { footerLinks, navLinks, pagePathsOf } from "./navigation";

const on = Object.fromEntries(FEATURE_KEYS.map((k) => [k, { enabled: true }])) as Features;
const ROUTES = {
  root: { path: "" },
  "routes/_index": { index: true, parentId: "root" },
  "routes/news._index": { path: "news", index: true, parentId: "root" },
  "routes/news.$id": { path: "news/:id", parentId: "root" },
  "routes/admin": { path: "admin", parentId: "root" },
  "routes/admin._index": { index: true, parentId: "routes/admin" },
  "routes/admin.orders": { path: "orders", parentId: "routes/admin" },
  "routes/schools": { path: "schools", parentId: "root" },
  "routes/support": { path: "support", parentId: "root" },
  "routes/benefits": { path: "benefits", parentId: "root" },
  "routes/privacy": { path: "privacy", parentId: "root" },
  "routes/$": { path: "*", parentId: "root" },
};

describe("navigation", () => {
  const paths = pagePathsOf(ROUTES);
  it("reads the static page paths of a route table, leaving params and splats out", () => {
    expect([...paths].sort()).toEqual(["/", "/admin", "/admin/orders", "/benefits", "/news", "/privacy", "/schools", "/support"]);
  });
  it("shows only links whose page exists, by audience", () => {
    expect(navLinks(on, null, paths).map((l) => l.href)).toEqual(["/", "/news", "/schools", "/benefits", "/support"]);
    expect(navLinks(on, { role: "user" }, paths).map((l) => l.href)).toEqual(["/", "/news", "/schools", "/support"]);
    expect(navLinks(on, { role: "admin" }, paths).map((l) => l.href)).toEqual(["/", "/news", "/schools", "/support", "/admin"]);
    expect(navLinks(on, { role: "moderator" }, paths).map((l) => l.href)).toEqual(["/", "/news", "/schools", "/support", "/admin"]);
  });
  it("hides a section whose feature is switched off, and shows a page the day it lands", () => {
    expect(navLinks({ ...on, schools: { enabled: false } }, null, paths).map((l) => l.href)).not.toContain("/schools");
    expect(navLinks(on, null, new Set([...paths, "/classifieds"])).map((l) => l.href)).toContain("/classifieds");
  });
  it("gives the footer its own labels", () => {
    expect(footerLinks(on, null, paths)).toEqual({
      quick: [
        { href: "/news", label: "News" },
        { href: "/schools", label: "Schools" },
        { href: "/support", label: "Help & Support" },
      ],
      legal: [{ href: "/privacy", label: "Privacy Policy" }],
    });
  });
});
