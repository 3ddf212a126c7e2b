/**
 * The floating help widget of part 2 §2, as an HTML popover: the "?" button opens it, and a tap outside, Escape, the
 * × or the "?" again close it, on every page, with or without JavaScript (pages without React included).
 * Where the header shows the Menu button (below 1024 px) the "?" is docked in the header's right end, in room the
 * header keeps for it (site-nav.tsx `pr-16`), so on a phone it covers no text or field; from 1024 px it floats in the
 * corner and the footer keeps room below the page's end for it (`pb-20`). While the panel is open a transparent
 * shield (tailwind.css `.help-shield`) takes the tap outside it: that tap closes the panel and follows nothing.
 */
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";

export const HELP_PANEL_ID = "help-panel";

/** `supportEmail` is null when the town is unknown (an error page whose root loader failed): then no "Email Us". */
export function HelpWidget({ supportEmail, m }: { supportEmail: string | null; m: Messages<"shell"> }) {
  return (
    <div data-testid="help-widget">
      <button
        type="button"
        popovertarget={HELP_PANEL_ID}
        aria-label={tr(m, /*i18n*/ { id: "shell.help", message: "Help" })}
        className="absolute right-4 top-[5px] z-50 flex h-10 w-10 lg:fixed lg:top-auto lg:right-3 lg:bottom-3 cursor-pointer items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground shadow-lg"
      >
        ?
      </button>
      <div
        id={HELP_PANEL_ID}
        popover="auto"
        role="dialog"
        aria-label={tr(m, /*i18n*/ { id: "shell.needHelp", message: "Need Help?" })}
        className="fixed inset-auto top-14 right-3 m-0 lg:top-auto lg:bottom-16 w-72 max-w-[calc(100vw-1.5rem)] rounded-lg border border-border bg-background p-4 text-foreground shadow-xl backdrop:bg-black/20"
      >
        <div className="mb-3 flex items-center justify-between">
          <h2 className="font-semibold">{tr(m, /*i18n*/ { id: "shell.needHelp", message: "Need Help?" })}</h2>
          <button
            type="button"
            popovertarget={HELP_PANEL_ID}
            popovertargetaction="hide"
            aria-label={tr(m, /*i18n*/ { id: "shell.closeHelp", message: "Close help" })}
            className="-mr-2 flex h-8 w-8 cursor-pointer items-center justify-center rounded text-lg leading-none hover:bg-secondary"
          >
            ×
          </button>
        </div>
        <ul className="space-y-2 text-sm">
          <li>
            <a className="block rounded border border-border px-3 py-2 hover:bg-secondary" href="/support#contact-form">
              {tr(m, /*i18n*/ { id: "shell.contactSupport", message: "Contact Support" })}
            </a>
          </li>
          <li>
            <a className="block rounded border border-border px-3 py-2 hover:bg-secondary" href="/support#faq-section">
              {tr(m, /*i18n*/ { id: "shell.browseFaqs", message: "Browse FAQs" })}
            </a>
          </li>
          {supportEmail ? (
            <li>
              <a className="block rounded border border-border px-3 py-2 hover:bg-secondary" href={`mailto:${supportEmail}`}>
                {tr(m, /*i18n*/ { id: "shell.emailUs", message: "Email Us" })}
              </a>
            </li>
          ) : null}
        </ul>
        <p className="mt-3 text-xs opacity-70">{tr(m, /*i18n*/ { id: "shell.respondWithin", message: "We typically respond within 24 hours" })}</p>
      </div>
      <div className="help-shield" aria-hidden="true" />
    </div>
  );
}
