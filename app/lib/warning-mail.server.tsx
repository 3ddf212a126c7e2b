// The mail of a new Warning-level NWS thread (issue 42): the event and its headline as the NWS wrote them (English,
// marked so in a Spanish mail), a link to the full text on /alerts, and the one-click unsubscribe (RFC 8058) in the
// headers and the footer; its HTML in the one MailFrame (issue 46), its text from the same words.
import { MailLink, MailText, MailWarningBox } from "~/components/mail/mail-parts";
import type { Lang } from "./i18n/lang";
import { coloursOf, mailDocument, type MailSite } from "./mail-document.server";

export type WarningMailKey = "warningSubject" | "warningIntro" | "warningRead" | "warningWhy" | "warningStop";

export function renderWarningMail(input: {
  lang: Lang;
  site: MailSite;
  county: string;
  thread: { title: string; body: string; url: string };
  unsubscribe: string;
  t: (key: WarningMailKey, values?: Record<string, string>) => string;
}): { subject: string; text: string; html: string; headers: Record<string, string> } {
  const { t, thread, site } = input;
  const full = `${site.siteUrl}${thread.url}`;
  const subject = t("warningSubject", { event: thread.title, site: site.siteName });
  const intro = t("warningIntro", { county: input.county });
  const why = t("warningWhy", { site: site.siteName });
  const text = [
    intro,
    "",
    thread.title,
    thread.body,
    "",
    `${t("warningRead")}: ${full}`,
    "",
    "--",
    why,
    `${t("warningStop")}: ${input.unsubscribe}`,
  ].join("\n");
  const colours = coloursOf(site);
  const html = mailDocument({
    lang: input.lang,
    title: subject,
    site,
    footer: { reason: why, links: [{ href: input.unsubscribe, label: t("warningStop") }] },
    body: (
      <>
        <MailText text={intro} colours={colours} />
        <MailWarningBox title={thread.title} body={thread.body} peopleLang={input.lang === "en" ? undefined : "en"} />
        <MailLink href={full} label={t("warningRead")} colours={colours} size={16} />
      </>
    ),
  });
  return { subject, text, html, headers: { "List-Unsubscribe": `<${input.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}
