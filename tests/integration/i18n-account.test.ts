// The member's pages and the checkout's answers in Spanish (issue 34 §1): the profile form's 400 page (no JavaScript)
// with Spanish labels and messages, the checkout's problem panels (a link naming no item, a link for nothing we sell)
// in Spanish, and an English reader still gets the spec's English.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageText, postForm, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let jamie: string;
beforeAll(async () => {
  w = await startTestWorker();
  jamie = await sessionCookie(w, "seed-member-jamie");
});
afterAll(async () => {
  await w?.close();
});

const fieldErrors = (html: string) => [...html.matchAll(/<ul id="[^"]*-error"[^>]*>([\s\S]*?)<\/ul>/g)].map((m) => pageText(m[1]!).trim());

describe("/account's profile form", () => {
  it("a Spanish reader's empty name comes back in Spanish: the labels and the messages", async () => {
    const res = await postForm(w, "/account", `${jamie}; lang=es`, { intent: "profile", firstName: "", lastName: "", profileImageUrl: "nota url" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(fieldErrors(html)).toEqual(expect.arrayContaining(["El nombre es obligatorio", "Escriba una URL de imagen válida"]));
    const text = pageText(html);
    expect(text).toContain("Mi cuenta");
    expect(text).toContain("Guardar perfil");
    expect(text).toContain("Foto (URL de la imagen)");
    expect(text).not.toMatch(/Save profile|First name|My Account/);
  });

  it("an English reader gets the spec's English", async () => {
    const res = await postForm(w, "/account", jamie, { intent: "profile", firstName: "", lastName: "", profileImageUrl: "" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(fieldErrors(html)).toEqual(expect.arrayContaining(["First name is required"]));
    expect(pageText(html)).toContain("Save profile");
  });
});

describe("the checkout's problem answers", () => {
  it("a link that names no item: 400, the panel in Spanish with the price's Spanish name", async () => {
    const res = await w.fetch("/checkout?type=event-enhanced", { cookie: `${jamie}; lang=es` });
    expect(res.status).toBe(400);
    const text = pageText(await res.text());
    expect(text).toContain("Elija primero qué mejorar");
    expect(text).toContain("Este enlace es para Evento destacado (ubicación preferente), pero no indica qué evento mejorar.");
    expect(text).toContain("Todavía no se le ha cobrado nada.");
    expect(text).not.toMatch(/Choose what to upgrade|Nothing has been charged|Get help/);
  });

  it("a link for nothing we sell: 400 in Spanish; in English, the spec's words", async () => {
    const es = await w.fetch("/checkout?type=free-money&id=1", { cookie: `${jamie}; lang=es` });
    expect(es.status).toBe(400);
    expect(pageText(await es.text())).toContain("Este enlace de pago no corresponde a nada que vendamos");
    const en = await w.fetch("/checkout?type=event-enhanced", { cookie: jamie });
    expect(en.status).toBe(400);
    const text = pageText(await en.text());
    expect(text).toContain("Choose what to upgrade first");
    expect(text).toContain(
      "This link is for Enhanced Event (featured placement), but it doesn't say which event to upgrade. Open your event and use its upgrade button",
    );
  });

  it("a checkout post no page could make (a payment method not offered): 400, the panel in the reader's language", async () => {
    const es = await postForm(w, "/checkout", `${jamie}; lang=es`, { provider: "carrier-pigeon", type: "event-enhanced" });
    expect(es.status).toBe(400);
    const spanish = pageText(await es.text());
    expect(spanish).toContain("Este enlace de pago no corresponde a nada que vendamos");
    expect(spanish).toContain("Todavía no se le ha cobrado nada.");
    expect(spanish).not.toMatch(/not for anything we sell|Nothing has been charged/);
    const en = await postForm(w, "/checkout", jamie, { provider: "carrier-pigeon", type: "event-enhanced" });
    expect(en.status).toBe(400);
    const english = pageText(await en.text());
    expect(english).toContain("This checkout link is not for anything we sell");
    expect(english).toContain("Nothing has been charged.");
  });
});
