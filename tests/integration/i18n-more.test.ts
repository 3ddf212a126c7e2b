// The "more" pages and mails in Spanish (issue 34 §1), through the built worker: the member mails about events (going,
// waitlist, reminder, cancellation) in the member's language (users.lang), the contact receipt in the language the
// sender wrote in, the article forms' validation in Spanish, the item 404 panels and the FAQ answers. English unchanged.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifiedAds, events, localJobs, mailMessages, supportMessages, users } from "../../db/schema";
import { pageText, postForm, sessionCookie, sqlRows, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
const DAY = 86_400_000;
let seq = 0;

beforeAll(async () => {
  w = await startTestWorker();
});
afterAll(async () => {
  await w?.close();
});

async function member(firstName: string, lang: "en" | "es") {
  const id = `more-${++seq}-${firstName.toLowerCase()}`;
  const email = `${id}@example.test`;
  await w.db.insert(users).values({ id, email, firstName, lastName: "Tester", lang });
  // onPage: the member's browser with their language's cookie; an answer's mails go in the page's language (issue 42).
  const cookie = await sessionCookie(w, id);
  return { id, email, cookie, onPage: `${cookie}; lang=${lang}` };
}

async function insertEvent(values: Partial<typeof events.$inferInsert> & { title: string }) {
  const [row] = await w.db
    .insert(events)
    .values({ startDate: new Date(Date.now() + 5 * DAY), location: "Community Hall", ...values })
    .returning({ id: events.id });
  return row!.id;
}

const mailsTo = (email: string) => w.db.select().from(mailMessages).where(eq(mailMessages.toAddress, email)).orderBy(mailMessages.id);
const fieldErrors = (html: string) => [...html.matchAll(/<ul id="[^"]*-error"[^>]*>([\s\S]*?)<\/ul>/g)].map((m) => pageText(m[1]!).trim());

describe("the event mails", () => {
  it("going and waitlist mails are in Spanish for a Spanish member, English unchanged for another", async () => {
    const eventId = await insertEvent({ title: "Cleanup Day", maxAttendees: 2 });
    const ana = await member("Ana", "es");
    const ben = await member("Ben", "en");
    const cruz = await member("Cruz", "es");
    for (const m of [ana, ben, cruz]) expect((await postForm(w, `/events/${eventId}`, m.onPage, { intent: "going" })).status).toBe(302);

    const [going] = await mailsTo(ana.email);
    expect(going!.subject).toBe("Usted va a asistir: Cleanup Day");
    expect(going!.textBody).toMatch(/^Hola, Ana:\n\nUsted va a asistir a «Cleanup Day»\.\n\nCuándo: \S+, \d+ de \S+ de \d{4}/);
    expect(going!.textBody).toContain("Dónde: Community Hall");
    expect(going!.textBody).toContain(`responda «No puedo ir» en http`);
    expect(going!.textBody).not.toMatch(/You're|When:|Where:/);

    const [en] = await mailsTo(ben.email);
    expect(en!.subject).toBe("You're going: Cleanup Day");
    expect(en!.textBody).toMatch(
      /^Hello Ben,\n\nYou're going to "Cleanup Day"\.\n\nWhen: \w+day, \w+ \d+, \d{4} at \d+:\d\d [AP]M\nWhere: Community Hall\n\nThe attached calendar file adds it to your calendar\. If you can't go after all, answer "Can't go" on https?:\/\/[^ ]+\/events\/\d+ so someone on the waitlist gets your place\.\n$/,
    );

    const [waitlisted] = await mailsTo(cruz.email);
    expect(waitlisted!.subject).toBe("Está en la lista de espera: Cleanup Day");
    expect(waitlisted!.textBody).toContain("«Cleanup Day» está completo, así que usted está en su lista de espera.");
  });

  it("the reminder the day before is in the member's language", async () => {
    const eventId = await insertEvent({ title: "Tree Planting", startDate: new Date(Date.now() + DAY), location: "Old Town Park" });
    const eva = await member("Eva", "es");
    const finn = await member("Finn", "en");
    for (const m of [eva, finn]) expect((await postForm(w, `/events/${eventId}`, m.onPage, { intent: "going" })).status).toBe(302);
    await w.scheduled("0 15 * * *");
    const reminder = async (email: string) => (await mailsTo(email)).find((m) => m.kind === "event-reminder")!;
    const es = await reminder(eva.email);
    expect(es.subject).toBe("Mañana: Tree Planting");
    expect(es.textBody).toMatch(
      /^Hola, Eva:\n\nLe recordamos que mañana va a asistir a «Tree Planting», .+, en Old Town Park\.\n\n¿Al final no puede ir\?/,
    );
    expect(es.textBody).toContain("puede desactivarlos en http");
    const en = await reminder(finn.email);
    expect(en.subject).toBe("Tomorrow: Tree Planting");
    expect(en.textBody).toMatch(
      /^Hello Finn,\n\nA reminder that you're going to "Tree Planting" tomorrow, \w+day, \w+ \d+ at \d+:\d\d [AP]M at Old Town Park\.\n\nCan't go after all\? Answer "Can't go" so someone on the waitlist gets your place: \S+\n\nYou get this because you chose event reminders; you can turn them off in \S+\/account\n$/,
    );
  });

  it("an admin's cancellation is told to the organiser in their language", async () => {
    const gala = await member("Gala", "es");
    const hugo = await member("Hugo", "en");
    const [admin] = await sqlRows<{ id: string }>(w, "select id from users where role = 'admin' limit 1", []);
    const adminCookie = await sessionCookie(w, admin!.id);
    for (const [m, title] of [
      [gala, "Feria de otoño"],
      [hugo, "Autumn Fair"],
    ] as const) {
      const id = await insertEvent({ title, organizerId: m.id });
      expect((await postForm(w, "/admin/events", adminCookie, { intent: "cancel", eventId: String(id) })).status).toBe(302);
    }
    const [es] = (await mailsTo(gala.email)).filter((m) => m.kind === "event-cancelled");
    expect(es!.subject).toBe("Su evento fue cancelado: Feria de otoño");
    expect(es!.textBody).toMatch(/^Hola, Gala:\n\nUn administrador canceló su evento «Feria de otoño» en .+\. Ahora aparece como Cancelado/);
    const [en] = (await mailsTo(hugo.email)).filter((m) => m.kind === "event-cancelled");
    expect(en!.subject).toBe("Your event was cancelled: Autumn Fair");
    expect(en!.textBody).toMatch(
      /^Hello Hugo,\n\nAn administrator cancelled your event "Autumn Fair" on .+\. It now shows as Cancelled until its date passes\.\n\nIf you think this is a mistake, reply through \S+\/support\.\n$/,
    );
  });
});

describe("the contact receipt", () => {
  const message = (email: string) => ({
    name: "Inés Ruiz",
    email,
    subject: "Una pregunta",
    message: "Quisiera saber cómo publicar un evento en el calendario.",
    category: "General Questions",
  });

  it("is in Spanish for a message sent in Spanish (a member's own address, and any other address)", async () => {
    const ines = await member("Ines", "en");
    expect((await postForm(w, "/support", `${ines.cookie}; lang=es`, message(ines.email))).status).toBe(302);
    const [own] = (await mailsTo(ines.email)).filter((m) => m.kind === "contact-receipt");
    expect(own!.subject).toBe("Recibimos su mensaje: Una pregunta");
    expect(own!.textBody).toMatch(/^Hola, Inés Ruiz:\n\nGracias por escribirnos\. .+\n\nSu mensaje:\nQuisiera saber/);
    expect((await postForm(w, "/support", "lang=es", message("otra@example.test"))).status).toBe(302);
    const [other] = (await mailsTo("otra@example.test")).filter((m) => m.kind === "contact-receipt");
    expect(other!.subject).toBe("Recibimos su mensaje");
    expect(other!.textBody).toMatch(/^Hola:\n\nAlguien envió un mensaje a .+ mediante nuestro formulario de contacto/);
  });

  it("is the spec's English for a message sent in English", async () => {
    expect((await postForm(w, "/support", undefined, message("english@example.test"))).status).toBe(302);
    const [receipt] = (await mailsTo("english@example.test")).filter((m) => m.kind === "contact-receipt");
    expect(receipt!.subject).toBe("We received your message");
    expect(receipt!.textBody).toMatch(
      /^Hello,\n\nSomeone sent a message to .+ through our contact form and gave this address to answer\. We will respond within 24 hours\.\n\nIf it was not you, you can ignore this mail\.\n\n— .+\n$/,
    );
  });
});

describe("the article forms", () => {
  it("a Spanish reader's empty article comes back with Spanish messages and Spanish labels; English unchanged", async () => {
    const jamie = await sessionCookie(w, "seed-member-jamie");
    const es = await postForm(w, "/submit-article", `${jamie}; lang=es`, { title: "", excerpt: "", content: "", category: "" });
    expect(es.status).toBe(400);
    const html = await es.text();
    const errors = fieldErrors(html).join(" ");
    expect(errors).not.toMatch(/must|required|Please/i);
    expect(errors.length).toBeGreaterThan(0);
    expect(pageText(html)).toContain("Enviar un artículo");
    expect(pageText(html)).toContain("Contenido del artículo");
    const en = await postForm(w, "/submit-article", jamie, { title: "", excerpt: "", content: "", category: "" });
    expect(en.status).toBe(400);
    const enHtml = await en.text();
    expect(pageText(enHtml)).toContain("Submit an Article");
    expect(fieldErrors(enHtml).join(" ")).toMatch(/required|must/i);
  });

  it("/news/create's preview in Spanish, the byline's date too", async () => {
    const jamie = await sessionCookie(w, "seed-member-jamie");
    const res = await postForm(w, "/news/create", `${jamie}; lang=es`, {
      intent: "preview",
      title: "",
      content: "",
      publishedAt: "2026-11-20T09:00",
    });
    expect(res.status).toBe(200);
    const text = pageText(await res.text());
    expect(text).toContain("Título del artículo");
    expect(text).toContain("20 de noviembre de 2026");
    expect(text).toContain("Volver a editar");
    expect(text).not.toMatch(/Back to Edit|Anonymous|November/);
  });
});

describe("pages", () => {
  it("a missing article, event, business, ad and job answer 404 with the panel in Spanish; English unchanged", async () => {
    for (const [path, es, en] of [
      ["/news/999999", "Artículo no encontrado", "Article Not Found"],
      ["/events/999999", "Evento no encontrado", "Event Not Found"],
      ["/businesses/999999", "Negocio no encontrado", "Business Not Found"],
      ["/classifieds/999999", "Anuncio no encontrado", "Classified Not Found"],
      ["/jobs/zzzzzzzzzzzz", "Empleo no encontrado", "Job Not Found"],
    ]) {
      const spanish = await w.fetch(path!, { cookie: "lang=es" });
      expect(spanish.status, path).toBe(404);
      const html = await spanish.text();
      expect(pageText(html), path).toContain(es);
      expect(html, path).toContain(`<title>${es}`);
      const english = await w.fetch(path!);
      expect(english.status, path).toBe(404);
      expect(pageText(await english.text()), path).toContain(en);
    }
  });

  it("/letters/{date} shows the issue's words in the reader's language; what people wrote is marked English", async () => {
    const item = { title: "Library wing opens downtown", url: "/news/1", summary: "The new wing has a maker space." };
    const content = {
      date: "2026-11-19",
      title: "Greenwood Community Hub weekly letter: November 19, 2026",
      news: [item],
      events: [],
      businesses: [],
      classifieds: [],
      jobs: [],
    };
    await sqlRows(w, "insert into letter_issues (date, subject, content) values (?, ?, ?)", ["2026-11-19", content.title, JSON.stringify(content)]);
    const es = await (await w.fetch("/letters/2026-11-19", { cookie: "lang=es" })).text();
    expect(es).toContain("Las noticias de la semana");
    expect(es).toContain("Todas las cartas");
    expect(es).toMatch(/<title>[^<]*19 de noviembre de 2026/);
    expect(es).toMatch(/lang="en"[^>]*>(<a [^>]*>)?Library wing opens downtown/);
    expect(pageText(es)).not.toMatch(/This week.s top news/);
    const en = await (await w.fetch("/letters/2026-11-19")).text();
    expect(pageText(en)).toMatch(/This week.s top news/);
    expect(en).toContain("<title>Greenwood Community Hub weekly letter: November 19, 2026</title>");
  });

  it("/support's FAQ answers are Spanish for a Spanish reader, English for an English one", async () => {
    const es = pageText(await (await w.fetch("/support?faq=Classified%20Ads", { cookie: "lang=es" })).text());
    expect(es).toContain("¿Cuánto tiempo se mantienen los anuncios?");
    expect(es).toMatch(/Los anuncios premium \(\$\d+\) se destacan durante 30 días/);
    const en = pageText(await (await w.fetch("/support?faq=Classified%20Ads")).text());
    expect(en).toMatch(/Premium ads \(\$\d+\) are featured for 30 days and stay active for 60\./);
  });
});

describe("the last English mails and answers", () => {
  it("an expiry reminder is in the owner's language: a Spanish seller's ad, an English employer's job post", async () => {
    const sofia = await member("Sofia", "es");
    const eve = await member("Eve", "en");
    const expiresAt = new Date(Date.now() + 2.5 * DAY);
    await w.db.insert(classifiedAds).values({
      title: "Mesa de roble",
      description: "Mesa de roble con seis sillas, en buen estado.",
      category: "Furniture",
      sellerId: sofia.id,
      isActive: true,
      expiresAt,
    });
    await w.db.insert(localJobs).values({
      title: "Weekend Baker",
      company: "Greenwood Bakery",
      description: "Weekend bread shifts.",
      location: "Greenwood, IN",
      employmentType: "Part-time",
      contactEmail: "owner@bakery.example",
      employerId: eve.id,
      pricingTier: "basic",
      paymentAmount: "0.00",
      status: "approved",
      isActive: true,
      expiresAt,
    });
    await w.scheduled("15 * * * *");
    const [es] = (await mailsTo(sofia.email)).filter((m) => m.kind === "expiry-reminder");
    expect(es!.subject).toBe("Su anuncio clasificado vence pronto: Mesa de roble");
    expect(es!.textBody).toMatch(
      /^Hola, Sofia:\n\nSu anuncio clasificado "Mesa de roble" vence el \d{1,2} de [a-z]+ de 20\d\d\.\n\nRenuévelo por 30 días más con un solo clic:\n\S+\/mail\/renew\?token=[a-z2-7]{32}\n\nRecibe este correo porque eligió los avisos de vencimiento; puede desactivarlos en \S+\/account\n$/,
    );
    const [en] = (await mailsTo(eve.email)).filter((m) => m.kind === "expiry-reminder");
    expect(en!.subject).toBe("Your job post expires soon: Weekend Baker");
    expect(en!.textBody).toMatch(
      /^Hello Eve,\n\nYour job post "Weekend Baker" expires on [A-Z][a-z]+ \d{1,2}, 20\d\d\.\n\nRenew it for 30 more days with one click:\n\S+\/mail\/renew\?token=[a-z2-7]{32}\n\nYou get this because you chose expiry reminders; you can turn them off in \S+\/account\n$/,
    );
  });

  it("an admin's reply is greeted in the language the message was written in; the reply itself is the admin's", async () => {
    const admin = await sessionCookie(w, "seed-admin");
    const contact = (email: string, subject: string) => ({
      name: "Rosa Díaz",
      email,
      subject,
      message: "Quisiera saber cómo publicar un evento en el calendario.",
      category: "General Questions",
    });
    expect((await postForm(w, "/support", "lang=es", contact("rosa@example.test", "Pregunta de Rosa"))).status).toBe(302);
    expect((await postForm(w, "/support", undefined, contact("rose@example.test", "Question from Rose"))).status).toBe(302);
    for (const [email, greeting] of [
      ["rosa@example.test", "Hola, Rosa Díaz:"],
      ["rose@example.test", "Hello Rosa Díaz,"],
    ] as const) {
      const [msg] = await w.db.select().from(supportMessages).where(eq(supportMessages.email, email));
      expect(msg!.lang).toBe(email.startsWith("rosa") ? "es" : "en");
      // The admin reads the inbox in English; the mail follows the sender.
      expect((await postForm(w, "/admin/messages", admin, { intent: "reply", id: String(msg!.id), reply: "Use the Repeat field." })).status).toBe(
        302,
      );
      const [reply] = (await mailsTo(email)).filter((m) => m.kind === "contact-reply");
      expect(reply!.textBody).toMatch(new RegExp(`^${greeting}\\n\\nUse the Repeat field\\.\\n\\n— .+\\n\\n> Quisiera saber`));
    }
  });

  it("a post no page makes gets its 400 in the reader's language; English unchanged", async () => {
    const badLanguage = async (cookie?: string) => {
      const res = await postForm(w, "/language", cookie, { lang: "xx", returnTo: "/" });
      return { status: res.status, text: pageText(await res.text()) };
    };
    const es = await badLanguage("lang=es");
    expect(es.status).toBe(400);
    expect(es.text).toContain("Idioma desconocido");
    expect(es.text).not.toContain("Unknown language");
    const en = await badLanguage();
    expect(en.status).toBe(400);
    expect(en.text).toContain("Unknown language");
    const pat = await sessionCookie(w, "seed-member-pat");
    const account = await postForm(w, "/account", `${pat}; lang=es`, { intent: "no-such-intent" });
    expect(account.status).toBe(400);
    expect(pageText(await account.text())).toContain("No se pudo entender esa solicitud.");
  });

  it("an admin's reply that breaks its rule comes back with the rule and the text kept, in the admin's language", async () => {
    const admin = await sessionCookie(w, "seed-admin");
    const [msg] = await w.db.select().from(supportMessages).limit(1);
    const long = `Gracias por escribir. ${"x".repeat(5000)}`;
    const res = await postForm(w, `/admin/messages?id=${msg!.id}`, `${admin}; lang=es`, { intent: "reply", id: String(msg!.id), reply: long });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(fieldErrors(html)).toEqual(["Debe tener 5,000 caracteres o menos"]); // numbers as es-US writes them (lib/i18n/rule.ts)
    expect(html).toContain(`>${long}</textarea>`);
    const blank = await postForm(w, `/admin/messages?id=${msg!.id}`, admin, { intent: "reply", id: String(msg!.id), reply: "   " });
    expect(blank.status).toBe(400);
    expect(fieldErrors(await blank.text())).toEqual(["Please write a reply"]);
    const replies = (await w.db.select().from(mailMessages).where(eq(mailMessages.kind, "contact-reply"))).filter(
      (m) => m.supportMessageId === msg!.id,
    );
    expect(replies.some((m) => m.textBody.includes("Gracias por escribir"))).toBe(false);
  });
});
