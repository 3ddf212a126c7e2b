import type { ReactNode } from "react";
import { Link } from "~/components/site-link";
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import { plain } from "~/lib/i18n/plain";
import type { VisibleLink } from "~/lib/navigation";
import type { FediverseShell } from "./follow-on-mastodon";

export function SiteFooter({
  siteName,
  supportEmail,
  links,
  m,
  languageSwitch,
  fediverse = null,
}: {
  siteName: string;
  /** Null when the town is unknown (an error page whose root loader failed): no address rather than another town's. */
  supportEmail: string | null;
  links: { quick: VisibleLink[]; legal: VisibleLink[] };
  m: Messages<"shell">;
  languageSwitch: ReactNode;
  /** The handles on Mastodon (issue 47), while federation is on. */
  fediverse?: FediverseShell;
}) {
  return (
    <footer className="mt-16 border-t border-border bg-secondary text-secondary-foreground">
      {/* pb-20: the end of every page scrolls clear of the floating help button. */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-20 pt-10 sm:grid-cols-3">
        <div>
          <p className="font-semibold">{siteName}</p>
          <p className="mt-2 text-sm opacity-80">
            {tr(m, /*i18n*/ { id: "shell.tagline", message: "News, events, businesses and neighbours in one place." })}
          </p>
          <p className="mt-4 text-sm font-semibold">{tr(m, /*i18n*/ { id: "shell.language", message: "Language" })}</p>
          <div className="mt-1">{languageSwitch}</div>
          {fediverse ? (
            <p className="mt-4 text-sm" data-testid="footer-fediverse">
              {plain<"fediverse">(fediverse.messages)(
                /*i18n*/ { id: "fediverse.footerLine", message: "On Mastodon: {events} and {news}" },
                { events: fediverse.handles.events, news: fediverse.handles.news },
              )}{" "}
              <Link to="/follow" className="underline">
                {tr(fediverse.messages, /*i18n*/ { id: "fediverse.followButton", message: "Follow on Mastodon" })}
              </Link>
            </p>
          ) : null}
        </div>
        <nav aria-label={tr(m, /*i18n*/ { id: "shell.quickLinksLabel", message: "Quick links" })}>
          <p className="font-semibold">{tr(m, /*i18n*/ { id: "shell.quickLinks", message: "Quick Links" })}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {links.quick.map((l) => (
              <li key={l.href}>
                <Link to={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={tr(m, /*i18n*/ { id: "shell.legalContactLabel", message: "Legal and contact" })}>
          <p className="font-semibold">{tr(m, /*i18n*/ { id: "shell.legalContact", message: "Legal & Contact" })}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {links.legal.map((l) => (
              <li key={l.href}>
                <Link to={l.href}>{l.label}</Link>
              </li>
            ))}
            {supportEmail ? (
              <li>
                <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
