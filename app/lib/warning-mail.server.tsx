// The mail of a new Warning-level NWS thread (issue 42): the event and its headline as the NWS wrote them (English,
// marked so in a Spanish mail), a link to the full text on /alerts, and the one-click unsubscribe (RFC 8058) in the
// headers and the footer; its HTML in the one MailFrame (issue 46), its text from the same words.
import { MailLink, MailText, MailWarningBox } from "~/components/mail/mail-parts";
import type { Descriptor } from "./i18n/descriptor";
import type { Lang } from "./i18n/lang";
import { coloursOf, mailDocument, type MailSite } from "./mail-document.server";

export function renderWarningMail(input: {
  lang: Lang;
  site: MailSite;
  county: string;
  thread: { title: string; body: string; url: string };
  unsubscribe: string;
  t: (d: Descriptor<"warnings">, values?: Record<string, string>) => string;
}): { subject: string; text: string; html: string; headers: Record<string, string> } {
  const { t, thread, site } = input;
  const full = `${site.siteUrl}${thread.url}`;
  const subject = t(/*i18n*/ { id: "warnings.warningSubject", message: "{event}: {site}" }, { event: thread.title, site: site.siteName });
  const intro = t(
    /*i18n*/ { id: "warnings.warningIntro", message: "The National Weather Service issued a warning for {county}:" },
    { county: input.county },
  );
  const why = t(
    /*i18n*/ { id: "warnings.warningWhy", message: "You get this mail because you asked {site} for weather warnings by e-mail." },
    { site: site.siteName },
  );
  const text = [
    intro,
    "",
    thread.title,
    thread.body,
    "",
    `${t(/*i18n*/ { id: "warnings.warningRead", message: "The full warning and what to do" })}: ${full}`,
    "",
    "--",
    why,
    `${t(/*i18n*/ { id: "warnings.warningStop", message: "Stop warnings by e-mail" })}: ${input.unsubscribe}`,
  ].join("\n");
  const colours = coloursOf(site);
  const html = mailDocument({
    lang: input.lang,
    title: subject,
    site,
    footer: {
      reason: why,
      links: [{ href: input.unsubscribe, label: t(/*i18n*/ { id: "warnings.warningStop", message: "Stop warnings by e-mail" }) }],
    },
    body: (
      <>
        <MailText text={intro} colours={colours} />
        <MailWarningBox title={thread.title} body={thread.body} peopleLang={input.lang === "en" ? undefined : "en"} />
        <MailLink
          href={full}
          label={t(/*i18n*/ { id: "warnings.warningRead", message: "The full warning and what to do" })}
          colours={colours}
          size={16}
        />
      </>
    ),
  });
  return { subject, text, html, headers: { "List-Unsubscribe": `<${input.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}
