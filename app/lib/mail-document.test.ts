// Every mail is one MailFrame around its body (issue 46): the alerts' daily and confirm mails, the warnings and the
// mails written as plain text, parsed (parse5) rather than compared as strings.
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { describe, expect, it } from "vitest";
import { renderAlertMail, renderConfirmMailHtml } from "./alert-mail.server";
import { textMailHtml, type MailSite } from "./mail-document.server";
import { renderWarningMail } from "./warning-mail.server";

type Node = DefaultTreeAdapterMap["childNode"] | DefaultTreeAdapterMap["document"];
type Element = DefaultTreeAdapterMap["element"];

const site: MailSite = { siteName: "Greenwood Community Hub", siteUrl: "https://greenwood.example", mode: "greenwood", postalAddress: null };

function all(node: Node, test: (e: Element) => boolean, out: Element[] = []): Element[] {
  if ("tagName" in node && test(node)) out.push(node);
  if ("childNodes" in node) for (const c of node.childNodes) all(c as Node, test, out);
  return out;
}
const attr = (e: Element, name: string) => e.attrs.find((a) => a.name === name)?.value ?? null;
const textOf = (node: Node): string =>
  "value" in node && node.nodeName === "#text"
    ? (node as { value: string }).value
    : "childNodes" in node
      ? node.childNodes.map((c) => textOf(c as Node)).join("")
      : "";
const part = (doc: Node, name: string) => all(doc, (e) => attr(e, "data-mail") === name);

function frame(html: string) {
  expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
  const doc = parse(html);
  const metas = all(doc, (e) => e.tagName === "meta" && attr(e, "name") === "viewport");
  expect(metas.map((m) => attr(m, "content"))).toEqual(["width=device-width, initial-scale=1"]);
  expect(textOf(part(doc, "masthead")[0]!)).toBe("Greenwood Community Hub");
  // The town's postal address (CAN-SPAM) in every footer.
  expect(textOf(part(doc, "postal-address")[0]!)).toMatch(/Greenwood, IN \d{5}/);
  return doc;
}

describe("the mails' one frame", () => {
  it("an alert's daily mail: the intro, each match with its picture (absolute), title link and price, the manage and stop links", () => {
    const mail = renderAlertMail({
      site,
      to: "a@example.com",
      kind: "classifieds",
      query: "max=200",
      what: "Classified ads under $200",
      items: [{ title: "Chair", url: "/classifieds/1", meta: "$20 · Greenwood", image: "/og/scene/home-1.png" }],
      total: 1,
      manageToken: "t".repeat(32),
      words: {
        lang: "en",
        subject: () => "1 new match",
        intro: (w) => `New — ${w}`,
        more: () => "",
        seeSearch: "See",
        why: "Why",
        stop: "Stop",
        manage: "Manage your alerts",
      },
    });
    const doc = frame(mail.html);
    const [item] = part(doc, "item");
    expect(item).toBeDefined();
    const img = all(item!, (e) => e.tagName === "img")[0]!;
    expect([attr(img, "src"), attr(img, "alt")]).toEqual(["https://greenwood.example/og/scene/home-1.png", "Chair"]);
    expect(textOf(item!)).toContain("$20 · Greenwood");
    const footerLinks = all(part(doc, "footer")[0]!, (e) => e.tagName === "a").map((a) => [textOf(a), attr(a, "href")]);
    expect(footerLinks).toEqual([
      ["Manage your alerts", `https://greenwood.example/saved-searches/manage?token=${"t".repeat(32)}`],
      ["Stop", `https://greenwood.example/saved-searches/unsubscribe?token=${"t".repeat(32)}`],
    ]);
    expect(mail.text).toContain("New — Classified ads under $200");
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("a confirm mail: its paragraphs, the link as a button, the manage link in the footer", () => {
    const html = renderConfirmMailHtml({
      lang: "es",
      subject: "Confirme",
      text: "Confirme su alerta.\n\nEl enlace: https://greenwood.example/saved-searches/confirm?token=abc.",
      link: "https://greenwood.example/saved-searches/confirm?token=abc",
      button: "Confirmar",
      manage: { url: "https://greenwood.example/saved-searches/manage?token=m", label: "Sus alertas" },
      site,
    });
    const doc = frame(html);
    expect(attr(all(doc, (e) => e.tagName === "html")[0]!, "lang")).toBe("es");
    const button = part(doc, "button")[0]!;
    expect([textOf(button), attr(button, "href")]).toEqual(["Confirmar", "https://greenwood.example/saved-searches/confirm?token=abc"]);
    // The address in the sentence is a link that leaves the sentence's full stop outside.
    const inText = all(part(doc, "body")[0]!, (e) => e.tagName === "a" && attr(e, "data-mail") !== "button");
    expect(inText.map((a) => attr(a, "href"))).toEqual(["https://greenwood.example/saved-searches/confirm?token=abc"]);
  });

  it("a warning: the NWS's words in the red box, marked English in a Spanish mail, and the one-click stop", () => {
    const mail = renderWarningMail({
      lang: "es",
      site,
      county: "Johnson County, IN",
      thread: { title: "Tornado Warning", body: "Take shelter now.", url: "/alerts" },
      unsubscribe: "https://greenwood.example/warnings/unsubscribe?token=x",
      t: (d) => d.id,
    });
    const doc = frame(mail.html);
    const box = part(doc, "warning")[0]!;
    expect(textOf(box)).toBe("Tornado WarningTake shelter now.");
    expect(all(box, (e) => e.tagName === "p").map((p) => attr(p, "lang"))).toEqual(["en", "en"]);
    expect(mail.text).toContain("Take shelter now.");
  });

  it("a mail written as plain text: each paragraph, its line breaks and its addresses as links", () => {
    const html = textMailHtml({
      lang: "en",
      subject: "You're going",
      text: "Hello Jamie,\n\nYou're going to Choir.\nSee it: https://greenwood.example/events/4\n\nThanks",
      site,
    });
    const doc = frame(html);
    const paragraphs = all(part(doc, "body")[0]!, (e) => e.tagName === "p");
    expect(paragraphs.map(textOf)).toEqual(["Hello Jamie,", "You're going to Choir.See it: https://greenwood.example/events/4", "Thanks"]);
    expect(all(paragraphs[1]!, (e) => e.tagName === "br")).toHaveLength(1);
    expect(all(paragraphs[1]!, (e) => e.tagName === "a").map((a) => attr(a, "href"))).toEqual(["https://greenwood.example/events/4"]);
  });
});
