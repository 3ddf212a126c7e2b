// The one frame of a mailing (issue 42): a full document with the viewport meta, a masthead in the site's colours, the
// body in one padded column (600 px at most, the whole width at 390 px), and a footer with the reader's links and the
// site's postal address (CAN-SPAM). Rendered with renderToStaticMarkup by lib/letter-mail.server.ts; inline styles and
// presentation tables only, as mail clients read them. Never hydrated: nothing here runs in a browser.
import type { CSSProperties, ReactNode } from "react";
import { contrastRatio, themeVariables } from "~/lib/theme";
import type { Colors } from "~/lib/vocabulary";

export const MAIL_FONT = "Arial, Helvetica, sans-serif";

/** The theme's colours as a mail uses them; links take the primary colour only where it reads on white. */
export type MailColours = {
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  accent: string;
  text: string;
  link: string;
  muted: string;
};

export function mailColours(colors: Colors = {}): MailColours {
  const v = themeVariables(colors);
  const primary = v["--primary"];
  const text = contrastRatio(v["--foreground"], "#ffffff") >= 4.5 ? v["--foreground"] : "#0f172a";
  return {
    primary,
    onPrimary: v["--primary-foreground"],
    secondary: v["--secondary"],
    onSecondary: v["--secondary-foreground"],
    accent: v["--accent"],
    text,
    link: contrastRatio(primary, "#ffffff") >= 4.5 ? primary : text,
    muted: "#4b5563",
  };
}

const table = { role: "presentation", cellPadding: 0, cellSpacing: 0, border: 0, width: "100%" } as const;

export type MailFrameProps = {
  lang: string;
  /** The document's title (the subject). */
  title: string;
  siteName: string;
  siteUrl: string;
  colours: MailColours;
  /** "View in your browser" above the masthead: the page; none on the web. */
  browser?: { href: string; label: string } | null;
  /** The footer: why the reader gets it, their links, and the postal address. */
  footer: {
    reason: string;
    links: readonly { href: string; label: string }[];
    postalAddress: string;
    /** The fediverse handles and a link to the follow page, while federation is on (issue 47). */
    follow?: { line: string; href: string; label: string } | null;
  };
  children: ReactNode;
};

export function MailFrame({ lang, title, siteName, siteUrl, colours, browser, footer, children }: MailFrameProps) {
  const small: CSSProperties = { fontFamily: MAIL_FONT, fontSize: 12, lineHeight: "18px", color: colours.muted };
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: "#f3f4f6", color: colours.text }}>
        <table {...table} style={{ backgroundColor: "#f3f4f6" }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: "12px 8px 24px 8px" }}>
                <table {...table} style={{ maxWidth: 600, margin: "0 auto" }}>
                  <tbody>
                    {browser ? <BrowserRow browser={browser} small={small} colours={colours} /> : null}
                    <MastheadRow siteName={siteName} siteUrl={siteUrl} colours={colours} />
                    <tr>
                      <td
                        data-mail="body"
                        style={{ backgroundColor: "#ffffff", padding: "24px 24px 8px 24px", borderTop: `4px solid ${colours.accent}` }}
                      >
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        data-mail="footer"
                        style={{
                          ...small,
                          backgroundColor: "#ffffff",
                          padding: "16px 24px 24px 24px",
                          borderTop: "1px solid #e5e7eb",
                          borderRadius: "0 0 8px 8px",
                        }}
                      >
                        <MailFooter footer={footer} colours={colours} />
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The footer's lines: why the reader gets it, their links, the fediverse handles (while federation is on), the address. */
function MailFooter({ footer, colours }: { footer: MailFrameProps["footer"]; colours: MailColours }) {
  return (
    <>
      <p style={{ margin: "0 0 8px 0" }}>{footer.reason}</p>
      <p style={{ margin: "0 0 8px 0" }}>
        {footer.links.map((l, i) => (
          <span key={l.href}>
            {i > 0 ? " · " : null}
            <a href={l.href} style={{ color: colours.link, textDecoration: "underline" }}>
              {l.label}
            </a>
          </span>
        ))}
      </p>
      {footer.follow ? (
        <p data-mail="fediverse" style={{ margin: "0 0 8px 0" }}>
          {footer.follow.line}{" "}
          <a href={footer.follow.href} style={{ color: colours.link, textDecoration: "underline" }}>
            {footer.follow.label}
          </a>
        </p>
      ) : null}
      <p data-mail="postal-address" style={{ margin: 0 }}>
        {footer.postalAddress}
      </p>
    </>
  );
}

/** The "View in your browser" line above the masthead. */
function BrowserRow({ browser, small, colours }: { browser: NonNullable<MailFrameProps["browser"]>; small: CSSProperties; colours: MailColours }) {
  return (
    <tr>
      <td data-mail="browser" align="right" style={{ ...small, padding: "0 4px 8px 4px" }}>
        <a href={browser.href} style={{ color: colours.muted, textDecoration: "underline" }}>
          {browser.label}
        </a>
      </td>
    </tr>
  );
}

/** The masthead: the site's name on its primary colour, linking home. */
function MastheadRow({ siteName, siteUrl, colours }: { siteName: string; siteUrl: string; colours: MailColours }) {
  return (
    <tr>
      <td
        data-mail="masthead"
        style={{ backgroundColor: colours.primary, color: colours.onPrimary, padding: "18px 24px", borderRadius: "8px 8px 0 0" }}
      >
        <a
          href={siteUrl}
          style={{
            fontFamily: MAIL_FONT,
            fontSize: 22,
            lineHeight: "28px",
            fontWeight: "bold",
            color: colours.onPrimary,
            textDecoration: "none",
          }}
        >
          {siteName}
        </a>
      </td>
    </tr>
  );
}
