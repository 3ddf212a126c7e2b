// Every mail's HTML is one MailFrame around its body (issue 46: mail as components), rendered here with
// renderToStaticMarkup: the letter (lib/letter-mail.server.tsx), the alerts' daily and confirm mails, the warnings, and
// every other mail, whose HTML is its plain text's paragraphs (receipts, RSVP and waitlist, decisions, reminders). The
// plain text stays the source: each mail writes its text and its HTML from the same data. A .server module of lib:
// pure, but kept out of the browser's bundles (react-dom/server).
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MailFrame, mailColours, type MailColours } from "~/components/mail/mail-frame";
import { MailParagraphs } from "~/components/mail/mail-parts";
import { postalAddressFor } from "./towns";
import type { Colors } from "./vocabulary";

/** What the frame shows of the site: its name and address, its colours and the postal address (CAN-SPAM). */
export type MailSite = {
  siteName: string;
  siteUrl: string;
  colors?: Colors;
  mode?: string | null;
  postalAddress?: string | null;
};

export type MailFooter = { reason?: string; links?: readonly { href: string; label: string }[] };

/** The colours a mail of this site uses. */
export const coloursOf = (site: MailSite): MailColours => mailColours(site.colors);

/** A whole mail document: the frame with the site's masthead and footer around `body`. */
export function mailDocument(input: { lang: string; title: string; site: MailSite; footer?: MailFooter; body: ReactNode }): string {
  const { site, footer } = input;
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <MailFrame
      lang={input.lang}
      title={input.title}
      siteName={site.siteName}
      siteUrl={site.siteUrl}
      colours={coloursOf(site)}
      footer={{
        reason: footer?.reason ?? "",
        links: footer?.links ?? [],
        postalAddress: postalAddressFor({ mode: site.mode, postalAddress: site.postalAddress }),
      }}
    >
      {input.body}
    </MailFrame>,
  )}`;
}

/** The HTML of a mail written as plain text: its paragraphs in the frame, addresses as links. */
export function textMailHtml(input: { lang: string; subject: string; text: string; site: MailSite }): string {
  return mailDocument({
    lang: input.lang,
    title: input.subject,
    site: input.site,
    body: <MailParagraphs text={input.text} colours={coloursOf(input.site)} />,
  });
}
