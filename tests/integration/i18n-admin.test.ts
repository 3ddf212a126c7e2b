// The admin area in Spanish (issue 34 §1): a Spanish-reading admin's bad input comes back (400, without JavaScript)
// with the rules' messages in Spanish beside the fields and the page's own words in Spanish; an English reader gets
// the spec's English, unchanged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageText, postForm, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let admin: string;
beforeAll(async () => {
  w = await startTestWorker();
  admin = await sessionCookie(w, "seed-admin");
});
afterAll(async () => {
  await w?.close();
});

const BAD_FEED = { intent: "add-feed", name: "", url: "not a url", category: "" };
/** The texts of the field error lists (role=alert lists under the fields). */
const fieldErrors = (html: string) => [...html.matchAll(/<ul id="[^"]*-error"[^>]*>([\s\S]*?)<\/ul>/g)].map((m) => pageText(m[1]!).trim());

describe("/admin/news: adding a news feed with bad input", () => {
  it("a Spanish reader gets Spanish messages and a Spanish page", async () => {
    const res = await postForm(w, "/admin/news", `${admin}; lang=es`, BAD_FEED);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(fieldErrors(html)).toEqual(expect.arrayContaining(["El nombre del canal es obligatorio", "Escriba una URL de canal válida"]));
    const text = pageText(html);
    expect(text).toContain("Canales de noticias");
    expect(text).toContain("Panel de administración");
    expect(text).not.toMatch(/Feed name is required|News feeds|Add feed|Run import now/);
  });

  it("an English reader gets the spec's English", async () => {
    const res = await postForm(w, "/admin/news", admin, BAD_FEED);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(fieldErrors(html)).toEqual(expect.arrayContaining(["Feed name is required", "Please enter a valid feed URL"]));
    const text = pageText(html);
    expect(text).toContain("News feeds");
    expect(text).toContain("Admin Dashboard");
    expect(text).toContain("Run import now");
  });
});

const BAD_SOURCE = { intent: "add-source", name: "", kind: "greenhouse", reference: "", categoryId: "" };

describe("/admin/jobs: adding a job source with bad input", () => {
  it("a Spanish reader gets Spanish messages and a Spanish page", async () => {
    const res = await postForm(w, "/admin/jobs", `${admin}; lang=es`, BAD_SOURCE);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(fieldErrors(html)).toEqual(
      expect.arrayContaining(["El nombre de la fuente es obligatorio", "Hace falta el token del tablero, la empresa o la URL del canal"]),
    );
    const text = pageText(html);
    expect(text).toContain("Fuentes de empleos");
    expect(text).toContain("Agregar fuente");
    expect(text).not.toMatch(/Source name is required|Job sources|Add source|Run import now/);
  });

  it("an English reader gets the spec's English", async () => {
    const res = await postForm(w, "/admin/jobs", admin, BAD_SOURCE);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(fieldErrors(html)).toEqual(expect.arrayContaining(["Source name is required", "Board token, company or feed URL is required"]));
    const text = pageText(html);
    expect(text).toContain("Job sources");
    expect(text).toContain("Add source");
  });
});

describe("/admin/settings: saving the site settings without a site name", () => {
  const BAD_SETTINGS = { siteName: "", mode: "greenwood", supportEmail: "not an address" };

  it("a Spanish reader gets Spanish messages and a Spanish page", async () => {
    const res = await postForm(w, "/admin/settings", `${admin}; lang=es`, BAD_SETTINGS);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(fieldErrors(html)).toEqual(expect.arrayContaining(["El nombre del sitio es obligatorio"]));
    expect(html).toContain("<title>Configuración del sitio</title>");
    const text = pageText(html);
    expect(text).toContain("Guardar configuración");
    expect(text).toContain("Colores del tema");
    expect(text).not.toMatch(/Site name is required|Save Settings|Theme colours|Social links/);
  });

  it("an English reader gets the spec's English", async () => {
    const res = await postForm(w, "/admin/settings", admin, BAD_SETTINGS);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(fieldErrors(html)).toEqual(expect.arrayContaining(["Site name is required"]));
    expect(html).toContain("<title>Site Settings</title>");
    expect(pageText(html)).toContain("Save Settings");
  });
});
