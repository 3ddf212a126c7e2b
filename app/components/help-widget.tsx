import { useRef } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/** The floating help widget of part 2 §2. A <details> element, so it opens and closes without JavaScript. */
export function HelpWidget({ supportEmail }: { supportEmail: string }) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDetailsElement>(null);
  const close = () => ref.current?.removeAttribute("open");
  return (
    <details ref={ref} className="group fixed bottom-4 right-4 z-50" data-testid="help-widget">
      <summary
        aria-label="Help"
        className="ml-auto flex h-12 w-12 cursor-pointer items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground shadow-lg"
      >
        ?
      </summary>
      {hydrated ? (
        <div aria-hidden="true" className="fixed inset-0 -z-10 bg-black/20" onClick={close} data-testid="help-backdrop" />
      ) : null}
      <div
        role="dialog"
        aria-label="Need Help?"
        className="absolute bottom-14 right-0 w-72 rounded-lg border border-border bg-background p-4 shadow-xl"
      >
        <div className="mb-3 flex items-center justify-between">
          <h2 className="font-semibold">Need Help?</h2>
          {hydrated ? (
            <button type="button" onClick={close} aria-label="Close help" className="px-2 text-lg leading-none">
              ×
            </button>
          ) : null}
        </div>
        <ul className="space-y-2 text-sm">
          <li>
            <a className="block rounded border border-border px-3 py-2 hover:bg-secondary" href="/support#contact-form">
              Contact Support
            </a>
          </li>
          <li>
            <a className="block rounded border border-border px-3 py-2 hover:bg-secondary" href="/support#faq-section">
              Browse FAQs
            </a>
          </li>
          <li>
            <a className="block rounded border border-border px-3 py-2 hover:bg-secondary" href={`mailto:${supportEmail}`}>
              Email Us
            </a>
          </li>
        </ul>
        <p className="mt-3 text-xs opacity-70">We typically respond within 24 hours</p>
      </div>
    </details>
  );
}
