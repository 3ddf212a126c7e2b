// The saved-search alerts' mails (issue 42 §alerts; issue 46: mail as components): the daily mail of one alert's new
// matches and the confirm mail, each as plain text and as HTML in the one MailFrame, from the same words and items.
import { MailButton, MailLink, MailListItem, MailParagraphs, MailText } from "~/components/mail/mail-parts";
import { coloursOf, mailDocument, type MailSite } from "./mail-document.server";
import {
  alertManageUrl,
  alertPagePath,
  alertUnsubscribeUrl,
  type AlertItem,
  type AlertMailWords,
  type PreparedAlertMail,
  type SavedSearchKind,
} from "./saved-search";

/** One alert's daily mail: its new matches (as the page lists them), a link to the page, the manage page and its own unsubscribe. */
export function renderAlertMail(input: {
  site: MailSite;
  to: string;
  kind: SavedSearchKind;
  query: string;
  /** The search in words (describeAlert) in the reader's language. */
  what: string;
  items: readonly AlertItem[];
  /** How many new matches in all (the mail lists the page's first page of them). */
  total: number;
  manageToken: string;
  words: AlertMailWords;
}): PreparedAlertMail {
  const { site, kind, query, items, total, words, what } = input;
  const siteUrl = site.siteUrl;
  const page = `${siteUrl}${alertPagePath(kind, query)}`;
  const unsubscribe = alertUnsubscribeUrl(siteUrl, input.manageToken);
  const manage = alertManageUrl(siteUrl, input.manageToken);
  const subject = words.subject(total);
  const more = total > items.length ? total - items.length : 0;
  const abs = (url: string) => (url.startsWith("/") ? `${siteUrl}${url}` : url);
  const colours = coloursOf(site);
  const text = [
    words.intro(what),
    "",
    ...items.flatMap((i) => [`- ${i.title}`, ...(i.meta ? [`  ${i.meta}`] : []), `  ${abs(i.url)}`]),
    ...(more ? ["", `${words.more(more)}: ${page}`] : []),
    "",
    `${words.seeSearch}: ${page}`,
    "",
    "--",
    words.why,
    `${words.manage}: ${manage}`,
    `${words.stop}: ${unsubscribe}`,
  ].join("\n");
  const html = mailDocument({
    lang: words.lang,
    title: subject,
    site,
    footer: {
      reason: words.why,
      links: [
        { href: manage, label: words.manage },
        { href: unsubscribe, label: words.stop },
      ],
    },
    body: (
      <>
        <MailText text={words.intro(what)} colours={colours} />
        {items.map((i) => (
          <MailListItem
            key={i.url}
            href={abs(i.url)}
            title={i.title}
            meta={i.meta}
            image={i.image ? abs(i.image) : null}
            colours={colours}
            peopleLang={words.lang === "en" ? undefined : "en"}
          />
        ))}
        {more ? <MailLink href={page} label={words.more(more)} colours={colours} /> : null}
        <MailLink href={page} label={words.seeSearch} colours={colours} />
      </>
    ),
  });
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * A confirm mail's HTML (alerts, warnings), from the same paragraphs as its text (the kind of list only: nothing typed
 * reaches an address that has not confirmed, issue 41 §3), with the link as a button and the manage page in the footer.
 */
export function renderConfirmMailHtml(input: {
  lang: string;
  subject: string;
  text: string;
  link: string;
  button: string;
  manage: { url: string; label: string };
  site: MailSite;
}): string {
  const colours = coloursOf(input.site);
  return mailDocument({
    lang: input.lang,
    title: input.subject,
    site: input.site,
    footer: { links: [{ href: input.manage.url, label: input.manage.label }] },
    body: (
      <>
        <MailParagraphs text={input.text} colours={colours} />
        <MailButton href={input.link} label={input.button} colours={colours} />
      </>
    ),
  });
}
