// Forms in Spanish (issue 34 §1): a Spanish reader's POST with bad input gets the rule's messages in Spanish beside the
// fields (no JavaScript: the 400 page itself), a Spanish toast after a good one, and an English reader sees the spec's
// English unchanged.
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

const EMPTY_CONTACT = { name: "", email: "", subject: "", message: "", category: "" };
const GOOD_CONTACT = {
  name: "Ana Pérez",
  email: "ana@example.test",
  subject: "Una pregunta",
  message: "Quisiera saber cómo publicar un evento en el calendario.",
  category: "General Questions",
};

/** The texts of the field error lists (role=alert lists under the fields). */
const fieldErrors = (html: string) => [...html.matchAll(/<ul id="[^"]*-error"[^>]*>([\s\S]*?)<\/ul>/g)].map((m) => pageText(m[1]!).trim());

describe("validation messages beside the fields, without JavaScript", () => {
  it("a Spanish reader's empty contact form comes back with Spanish messages", async () => {
    const res = await postForm(w, "/support", "lang=es", EMPTY_CONTACT);
    expect(res.status).toBe(400);
    const html = await res.text();
    const errors = fieldErrors(html);
    expect(errors).toEqual(
      expect.arrayContaining([
        "El nombre debe tener al menos 2 caracteres",
        "Escriba un correo electrónico válido",
        "El asunto debe tener al menos 5 caracteres",
        "El mensaje debe tener al menos 20 caracteres",
        "Seleccione una categoría",
      ]),
    );
    expect(errors.join(" ")).not.toMatch(/must be|Please/);
  });

  it("a message with a value keeps it: a title too long on /events/create", async () => {
    const res = await postForm(w, "/events/create", `${jamie}; lang=es`, { title: "x".repeat(300), startDate: "", location: "" });
    expect(res.status).toBe(400);
    const errors = fieldErrors(await res.text());
    expect(errors).toEqual(
      expect.arrayContaining(["El título debe tener 255 caracteres o menos", "La fecha de inicio es obligatoria", "El lugar es obligatorio"]),
    );
  });

  it("an English reader sees the spec's English messages, and the page carries no validation catalogue", async () => {
    const res = await postForm(w, "/support", undefined, EMPTY_CONTACT);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(fieldErrors(html)).toEqual(expect.arrayContaining(["Name must be at least 2 characters", "Please enter a valid email address"]));
    expect(html).not.toContain("El nombre debe tener");
  });
});

describe("toasts", () => {
  it("a Spanish reader's sent message is confirmed in Spanish on the next page", async () => {
    const res = await postForm(w, "/support", "lang=es", GOOD_CONTACT);
    expect(res.status).toBe(302);
    const toast = res.headers.getSetCookie().find((c) => c.startsWith("toast=") && !c.startsWith("toast=;"));
    expect(toast).toBeDefined();
    const page = pageText(await (await w.fetch("/support", { cookie: `lang=es; ${toast!.split(";")[0]}` })).text());
    expect(page).toContain("¡Mensaje enviado!");
    expect(page).toContain("Recibimos su mensaje y le responderemos en 24 horas.");
    expect(page).not.toContain("Message Sent!");
  });

  it("an English reader's toast is the spec's English", async () => {
    const res = await postForm(w, "/support", undefined, GOOD_CONTACT);
    const toast = res.headers.getSetCookie().find((c) => c.startsWith("toast=") && !c.startsWith("toast=;"));
    const page = pageText(await (await w.fetch("/support", { cookie: toast!.split(";")[0] })).text());
    expect(page).toContain("Message Sent!");
    expect(page).toContain("We've received your message and will respond within 24 hours.");
  });
});
