// The mail of a new Warning-level NWS thread (issue 42): the event and its headline as the NWS wrote them (English,
// marked so in a Spanish mail), a link to the full text on /alerts, and the one-click unsubscribe (RFC 8058) in the
// headers and the footer. One column that narrows with a phone, as the alert mails.
import type { Lang } from "./i18n/lang";

export type WarningMailKey = "warningSubject" | "warningIntro" | "warningRead" | "warningWhy" | "warningStop";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
const FONT = "font-family:Arial,Helvetica,sans-serif;";

export function renderWarningMail(input: {
  lang: Lang;
  siteUrl: string;
  siteName: string;
  county: string;
  thread: { title: string; body: string; url: string };
  unsubscribe: string;
  t: (key: WarningMailKey, values?: Record<string, string>) => string;
}): { subject: string; text: string; html: string; headers: Record<string, string> } {
  const { t, thread } = input;
  const full = `${input.siteUrl}${thread.url}`;
  const subject = t("warningSubject", { event: thread.title, site: input.siteName });
  const intro = t("warningIntro", { county: input.county });
  const why = t("warningWhy", { site: input.siteName });
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
  const wrote = input.lang === "en" ? "" : ' lang="en"';
  const p = (html: string, style = "font-size:15px;") => `<p style="${FONT}${style}line-height:1.45;margin:0 0 12px 0;">${html}</p>`;
  const a = (href: string, label: string) => `<a href="${escapeHtml(href)}" style="color:#166534;">${escapeHtml(label)}</a>`;
  const html = `<!DOCTYPE html><html lang="${input.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:0;background:#f3f4f6;"><table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="width:100%;max-width:600px;margin:0 auto;background:#ffffff;"><tr><td style="padding:16px;">${p(escapeHtml(intro))}<div style="background:#991b1b;color:#ffffff;padding:12px 16px;border-radius:6px;margin:0 0 12px 0;"><p${wrote} style="${FONT}font-size:18px;font-weight:bold;margin:0 0 4px 0;">${escapeHtml(thread.title)}</p><p${wrote} style="${FONT}font-size:15px;line-height:1.45;margin:0;">${escapeHtml(thread.body)}</p></div>${p(a(full, t("warningRead")), "font-size:16px;font-weight:bold;")}<div style="${FONT}font-size:12px;line-height:18px;color:#4b5563;padding:16px 0 0 0;margin-top:8px;border-top:1px solid #e5e7eb;">${escapeHtml(why)}<br>${a(input.unsubscribe, t("warningStop"))}</div></td></tr></table></body></html>`;
  return { subject, text, html, headers: { "List-Unsubscribe": `<${input.unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}
