// Mails in the recipient's language (issue 34 §1), in the built worker against the loopback copy of Resend: the
// language a reader subscribes, confirms or chooses topics in is stored, and the confirm mail, the weekly letter (from
// one run, each reader in their own language) and a member's transactional mail are written in it. English unchanged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailServer, type SentMail } from "../support/mail-server";
import { postForm, sessionCookie, sqlRows, startTestWorker, type TestWorker, until } from "../support/worker";

// Thursday 26 November 2026, 7:30 am in Indiana: half an hour after the default slot (Thursday 7 am).
const NOW = new Date("2026-11-26T12:30:00Z");
const DAY = 24 * 3600 * 1000;
const SITE = "https://greenwood.example";
const LETTER_CRON = "0 * * * *";
const ES = "lang=es";

let w: TestWorker;
let mail: Awaited<ReturnType<typeof startMailServer>>;

const rows = <T>(query: string, args: (string | number)[] = []) => sqlRows<T>(w, query, args);
const mailTo = (to: string, match: (m: SentMail) => boolean = () => true) =>
  until(`a mail to ${to}`, () => mail.sent.find((m) => m.to[0] === to && match(m)));
const tokenIn = (text: string) => /\/subscribe\/confirm\?token=([a-z2-7]{32})/.exec(text)?.[1] ?? "";

beforeAll(async () => {
  mail = await startMailServer();
  w = await startTestWorker({
    now: NOW,
    letterQueue: true,
    vars: { SITE_URL: SITE, TEST_NOW: NOW.toISOString(), RESEND_API_KEY: mail.key, MAIL_API_BASE: mail.url, LETTER_RETRY_BASE_SECONDS: "1" },
  });
  const ms = (offsetDays: number) => NOW.getTime() + offsetDays * DAY;
  await w.db.$client.batch([
    {
      sql: "insert into news_articles (title, excerpt, status, published_at) values (?, ?, 'published', ?)",
      args: ["Library wing opens downtown", "The new wing has a maker space.", ms(-2)],
    },
    { sql: "insert into events (title, start_date, location, is_featured) values (?, ?, ?, 1)", args: ["Featured winter market", ms(4), "Old Town"] },
  ]);
}, 60_000);

afterAll(async () => {
  await w?.close();
  await mail?.close();
});

describe("the letter's confirm mail", () => {
  it("is in Spanish for a reader who subscribes in Spanish, and the confirmation keeps their language", async () => {
    const res = await w.fetch("/subscribe", {
      method: "POST",
      cookie: ES,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=lectora%40example.com&topics=news&topics=events",
    });
    expect(res.status).toBe(200);
    const confirm = await mailTo("lectora@example.com");
    expect(confirm.subject).toBe("Confirme su suscripción a la carta semanal de Greenwood Community Hub");
    expect(confirm.text).toContain("Alguien (esperamos que usted) pidió recibir la carta semanal de Greenwood Community Hub");
    expect(confirm.text).toContain("Para confirmar, abra este enlace y pulse el botón: https://greenwood.example/subscribe/confirm?token=");
    expect(confirm.text).not.toContain("To confirm");
    expect((await postForm(w, "/subscribe/confirm", ES, { token: tokenIn(confirm.text) })).status).toBe(200);
    const [row] = await rows<{ status: string; lang: string }>("select status, lang from letter_subscribers where email = ?", [
      "lectora@example.com",
    ]);
    expect(row).toEqual({ status: "confirmed", lang: "es" });
  });

  it("is in English, as before, for a reader who subscribes in English", async () => {
    expect((await postForm(w, "/subscribe", undefined, { email: "reader@example.com", topics: "news" })).status).toBe(200);
    const confirm = await mailTo("reader@example.com");
    expect(confirm.subject).toBe("Confirm your subscription to the Greenwood Community Hub weekly letter");
    expect(confirm.text).toBe(
      [
        "Someone (we hope you) asked to get the Greenwood Community Hub weekly letter at this address.",
        "",
        `To confirm, open this link and press the button: ${SITE}/subscribe/confirm?token=${tokenIn(confirm.text)}`,
        "",
        "If it wasn't you, ignore this mail: nothing is sent until the button is pressed.",
      ].join("\n"),
    );
    expect((await postForm(w, "/subscribe/confirm", undefined, { token: tokenIn(confirm.text) })).status).toBe(200);
    const [row] = await rows<{ lang: string }>("select lang from letter_subscribers where email = ?", ["reader@example.com"]);
    expect(row!.lang).toBe("en");
  });
});

describe("the weekly letter", () => {
  it("goes to each reader of one run in their own language; what people wrote is marked English", async () => {
    await w.scheduled(LETTER_CRON);
    const isLetter = (m: SentMail) => Boolean(m.html?.includes("letters/manage?token="));
    const es = await mailTo("lectora@example.com", isLetter);
    const en = await mailTo("reader@example.com", isLetter);

    expect(es.subject).toBe("Carta semanal de Greenwood Community Hub: 26 de noviembre de 2026");
    expect(es.html).toContain('<html lang="es">');
    expect(es.html).toContain("Las noticias de la semana</h2>");
    expect(es.html).toContain("Esta semana</h2>");
    expect(es.html).toMatch(/<div lang="en"[^>]*><a href="https:\/\/greenwood\.example\/news\/\d+"[^>]*>Library wing opens downtown<\/a>/);
    expect(es.html).toContain(">Cambiar sus temas o darse de baja</a>");
    expect(es.text).toContain("LAS NOTICIAS DE LA SEMANA");
    expect(es.text).toContain("[Destacado] Featured winter market");
    expect(es.text).toContain("Recibe esta carta porque se suscribió en Greenwood Community Hub.");
    expect(es.text).toMatch(/Cambiar sus temas o darse de baja: https:\/\/greenwood\.example\/letters\/manage\?token=[a-z2-7]{32}/);
    for (const english of ["THIS WEEK'S TOP NEWS", "Featured", "You get this letter", "Change your topics", "weekly letter"])
      expect(es.text.replace("Featured winter market", "")).not.toContain(english);

    expect(en.subject).toBe("Greenwood Community Hub weekly letter: November 26, 2026");
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).not.toContain('<div lang="en"');
    expect(en.text).toContain("THIS WEEK'S TOP NEWS");
    expect(en.text).toContain("You get this letter because you subscribed at Greenwood Community Hub.");
    expect(en.text).not.toContain("NOTICIAS");
  }, 60_000);
});

describe("a member's transactional mail", () => {
  it("an approved claim is told in Spanish to a member who chose their letter topics in Spanish, in English to another", async () => {
    const members = await rows<{ id: string; email: string }>(
      "select id, email from users where role = 'user' and is_active = 1 order by id limit 2",
    );
    expect(members).toHaveLength(2);
    const [spanish, english] = members;
    const [admin] = await rows<{ id: string }>("select id from users where role = 'admin' limit 1");
    const adminCookie = await sessionCookie(w, admin!.id);
    // The Spanish member acts in Spanish: their language is kept for their mails.
    const saved = await postForm(w, "/account/letter", `${await sessionCookie(w, spanish!.id)}; ${ES}`, { intent: "topics", topics: "news" });
    expect(saved.status).toBe(302);
    expect((await rows<{ lang: string }>("select lang from users where id = ?", [spanish!.id]))[0]!.lang).toBe("es");

    for (const [member, name] of [
      [spanish, "Panadería Azul"],
      [english, "Blue Door Bakery"],
    ] as const) {
      const [business] = await rows<{ id: number }>("insert into businesses (name, address) values (?, '1 Main St') returning id", [name]);
      const [claim] = await rows<{ id: number }>(
        "insert into business_claims (business_id, user_id, status, verification_data) values (?, ?, 'pending', '{}') returning id",
        [business!.id, member!.id],
      );
      expect((await w.fetch(`/api/admin/approve-claim/${claim!.id}`, { method: "POST", cookie: adminCookie })).status).toBe(200);
    }
    const es = await mailTo(spanish!.email, (m) => m.subject.includes("Panadería Azul"));
    expect(es.subject).toBe("Su reclamación fue aprobada: Panadería Azul");
    expect(es.text).toMatch(
      /^Hola(, [^:\n]+)?:\n\nAhora es el propietario verificado de Panadería Azul\. Edite la ficha en https:\/\/greenwood\.example\/businesses\/\d+\/edit\n$/,
    );
    const en = await mailTo(english!.email, (m) => m.subject.includes("Blue Door Bakery"));
    expect(en.subject).toBe("Your claim was approved: Blue Door Bakery");
    expect(en.text).toMatch(
      /^Hello( [^,\n]+)?,\n\nYou are now the verified owner of Blue Door Bakery\. Edit the listing at https:\/\/greenwood\.example\/businesses\/\d+\/edit\n$/,
    );
  }, 30_000);

  it("signing in keeps the language the member signs in with: a claim refused after a Spanish sign-in is told in Spanish", async () => {
    const [member] = await rows<{ id: string; email: string; lang: string }>(
      "select id, email, lang from users where role = 'user' and is_active = 1 order by id limit 1 offset 2",
    );
    expect(member!.lang).toBe("en");
    const signIn = (cookie: string | undefined) => postForm(w, "/api/login", cookie, { userId: member!.id, returnTo: "/" });
    expect((await signIn(ES)).status).toBe(302);
    expect((await rows<{ lang: string }>("select lang from users where id = ?", [member!.id]))[0]!.lang).toBe("es");
    const [admin] = await rows<{ id: string }>("select id from users where role = 'admin' limit 1");
    const [business] = await rows<{ id: number }>("insert into businesses (name, address) values ('Taller Verde', '2 Main St') returning id");
    const [claim] = await rows<{ id: number }>(
      "insert into business_claims (business_id, user_id, status, verification_data) values (?, ?, 'pending', '{}') returning id",
      [business!.id, member!.id],
    );
    const refused = await w.fetch(`/api/admin/reject-claim/${claim!.id}`, { method: "POST", cookie: await sessionCookie(w, admin!.id) });
    expect(refused.status).toBe(200);
    const es = await mailTo(member!.email, (m) => m.subject.includes("Taller Verde"));
    expect(es.subject).toBe("Su reclamación no fue aprobada: Taller Verde");
    expect(es.text).toContain(
      "No pudimos verificar su reclamación de Taller Verde. Si cree que es un error, escríbanos en https://greenwood.example/support",
    );
    // Signing in again in English sets it back.
    expect((await signIn(undefined)).status).toBe(302);
    expect((await rows<{ lang: string }>("select lang from users where id = ?", [member!.id]))[0]!.lang).toBe("en");
  });
});
