// The posting forms in Spanish (issue 34 §1): a Spanish reader's form pages, and the 400 page a bad POST answers
// without JavaScript, carry Spanish labels, buttons and titles beside the Spanish messages; an English reader's are the
// spec's English, unchanged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { first } from "../support/must";
import { pageText, postForm, sessionCookie, sqlRows, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let jamie: string;
let bookshop: number;
let diner: number;
beforeAll(async () => {
  w = await startTestWorker();
  jamie = await sessionCookie(w, "seed-member-jamie");
  ({ id: bookshop } = first(await sqlRows<{ id: number }>(w, "SELECT id FROM businesses WHERE name = ?", ["Paper Lantern Books"])));
  ({ id: diner } = first(await sqlRows<{ id: number }>(w, "SELECT id FROM businesses WHERE name = ?", ["Blue Heron Diner"])));
});
afterAll(async () => {
  await w?.close();
});

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const get = async (path: string, cookie: string) => {
  const res = await w.fetch(path, { cookie });
  expect(res.status, path).toBe(200);
  return res.text();
};

describe("the posting forms in Spanish", () => {
  it("a Spanish reader's bad job post comes back with Spanish labels, button and messages", async () => {
    const res = await postForm(w, "/jobs/post", `${jamie}; lang=es`, { title: "", description: "", location: "", company: "", contactEmail: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    const text = pageText(html);
    expect(title(html)).toBe("Publicar un empleo");
    for (const words of [
      "Puesto",
      "Tipo de empleo",
      "Nombre de la empresa",
      "Contacto para nuestros revisores",
      "Enviar para revisión",
      "Tiempo completo",
    ]) {
      expect(text).toContain(words);
    }
    for (const words of ["Job title", "Employment type", "Company name", "Submit for review", "Full-time"]) expect(text).not.toContain(words);
  });

  it("a Spanish reader's bad ad keeps the Spanish form, its categories in Spanish", async () => {
    const res = await postForm(w, "/post-classified", `${jamie}; lang=es`, { tier: "free", title: "", description: "", category: "" });
    expect(res.status).toBe(400);
    const text = pageText(await res.text());
    expect(text).toContain("Datos del anuncio");
    expect(text).toContain("Publicar anuncio gratis");
    expect(text).toContain("Artículos prohibidos");
    expect(text).not.toContain("Ad details");
    expect(text).not.toContain("Business & Industrial");
  });

  it("the event form, the review, the claim and the pricing page speak Spanish", async () => {
    const cookie = `${jamie}; lang=es`;
    const create = await get("/events/create", cookie);
    expect(title(create)).toBe("Crear un evento");
    expect(pageText(create)).toContain("Fecha y hora de inicio");
    expect(pageText(create)).toContain("Sin repetición");
    expect(pageText(create)).not.toMatch(/Start Date & Time|Does not repeat|Event details/);

    const review = pageText(await get(`/businesses/${bookshop}/review`, cookie));
    expect(review).toMatch(/(Escriba una|Edite su) reseña de Paper Lantern Books/);
    expect(review).toContain("Su calificación");
    expect(review).not.toContain("Your rating");

    const claimed = pageText(await get(`/claim-business/${bookshop}`, cookie));
    expect(claimed).toContain("Este negocio ya fue reclamado");
    expect(claimed).not.toContain("Business Already Claimed");

    const pricing = await get("/classified-pricing", "lang=es");
    expect(title(pricing)).toBe("Precios de los anuncios clasificados");
    expect(pageText(pricing)).toContain("Comparar las ventajas");
  });

  it("a Spanish reader's incomplete claim comes back in Spanish", async () => {
    const res = await postForm(w, `/claim-business/${diner}`, `${jamie}; lang=es`, { businessRole: "", contactPhone: "", verificationMessage: "" });
    expect(res.status).toBe(400);
    const text = pageText(await res.text());
    for (const words of ["Reclamar este negocio", "Su función", "Elija su función", "Propietario", "Enviar la reclamación"])
      expect(text).toContain(words);
    expect(text).not.toMatch(/Claim This Business|Your role|Submit Claim/);
  });

  it("an English reader sees the spec's words", async () => {
    const res = await postForm(w, "/jobs/post", jamie, { title: "", description: "", location: "", company: "", contactEmail: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(title(html)).toBe("Post a Job");
    const text = pageText(html);
    for (const words of ["Job title", "Employment type", "Company name", "Submit for review", "Full-time"]) expect(text).toContain(words);
    expect(text).not.toContain("Puesto");

    const create = await get("/events/create", jamie);
    expect(title(create)).toBe("Create Event");
    expect(pageText(create)).toContain("Start Date & Time");
    expect(pageText(create)).toContain("Does not repeat");
    const pricing = pageText(await get("/classified-pricing", ""));
    expect(pricing).toContain("Compare features");
    expect(pricing).toContain("Post a Free Ad");
  });
});
