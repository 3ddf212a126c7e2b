// The "Alert me" pages in Spanish (issue 42): /saved-searches (the form's page and its refusal), its confirm page
// (/saved-searches/confirm, before and after the button) and its stop page (/saved-searches/unsubscribe, before and
// after), each fetched with the lang=es cookie, show the Spanish sentences and none of the English ones.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageText, postForm, sqlRows, startTestWorker, type TestWorker } from "../support/worker";

const ES = "lang=es";
let w: TestWorker;

beforeAll(async () => {
  w = await startTestWorker();
});
afterAll(async () => {
  await w?.close();
});

const ENGLISH = [
  "Alert me",
  "Save alert",
  "Back to the list",
  "A mail a day",
  "Type something to search for",
  "Confirm your alert",
  "Confirm my alert",
  "Get a daily mail",
  "Your alert is on",
  "See the search",
  "Stop this alert",
  "You get a daily mail",
  "This alert is stopped",
  "no longer valid",
];

/** The page's <main> as text, and its <title>. */
async function spanishPage(res: Response) {
  const html = await res.text();
  const main = pageText(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  for (const english of ENGLISH) {
    expect(main, english).not.toContain(english);
    expect(title, english).not.toContain(english);
  }
  expect(html).toContain('<html lang="es"');
  return { main, title };
}

describe("the Alert me pages with lang=es", () => {
  it("the form's page and its refusal", async () => {
    const { main, title } = await spanishPage(await w.fetch("/saved-searches?kind=classifieds&query=category%3DOther", { cookie: ES }));
    expect(title).toBe("Avisarme");
    expect(main).toContain("Avisarme");
    expect(main).toContain("Un correo al día con lo nuevo de esta búsqueda:");
    expect(main).toContain("Correo electrónico");
    expect(main).toContain("Guardar aviso");
    expect(main).toContain("Volver a la lista");

    const refused = await postForm(w, "/saved-searches", ES, { email: "ana@example.com", kind: "search", query: "type=news" });
    expect(refused.status).toBe(400);
    expect((await spanishPage(refused)).main).toContain("Escriba algo que buscar");
  });

  it("the confirm page, before and after the button, and a stale link", async () => {
    expect((await postForm(w, "/saved-searches", ES, { email: "luz@example.com", kind: "classifieds", query: "category=Other" })).status).toBe(303);
    const [confirmMail] = await sqlRows<{ text_body: string }>(w, "select text_body from mail_messages where to_address = ?", ["luz@example.com"]);
    const token = /\/saved-searches\/confirm\?token=([a-z2-7]{32})/.exec(confirmMail!.text_body)?.[1] ?? "";
    expect(token).not.toBe("");

    const before = await spanishPage(await w.fetch(`/saved-searches/confirm?token=${token}`, { cookie: ES }));
    expect(before.title).toBe("Confirme su aviso");
    expect(before.main).toContain("Reciba un correo diario con lo nuevo de esta búsqueda:");
    expect(before.main).toContain("Confirmar mi aviso");

    const after = await spanishPage(await postForm(w, `/saved-searches/confirm?token=${token}`, ES, { token }));
    expect(after.main).toContain("Su aviso está activo.");
    expect(after.main).toContain("Ver la búsqueda");
    expect(after.main).toContain("Detener este aviso");

    const stale = await w.fetch("/saved-searches/confirm?token=nothing", { cookie: ES });
    expect(stale.status).toBe(410);
    expect((await spanishPage(stale)).main).toContain("Este enlace ya no es válido.");
  });

  it("the stop page, before and after the button, and once stopped", async () => {
    const [alert] = await sqlRows<{ manage_token: string }>(w, "select manage_token from saved_searches where email = ?", ["luz@example.com"]);
    const path = `/saved-searches/unsubscribe?token=${alert!.manage_token}`;
    const before = await spanishPage(await w.fetch(path, { cookie: ES }));
    expect(before.title).toBe("Detener este aviso");
    expect(before.main).toContain("Recibe un correo diario con lo nuevo de esta búsqueda:");
    expect(before.main).toContain("Detener este aviso");

    const after = await spanishPage(await postForm(w, path, ES, {}));
    expect(after.main).toContain("Este aviso está detenido. Sus otros avisos, si los tiene, siguen llegando.");

    const gone = await w.fetch(path, { cookie: ES });
    expect(gone.status).toBe(404);
    expect((await spanishPage(gone)).main).toContain("Este aviso ya está detenido, o el enlace ya no es válido.");
  });
});
