import { Link } from "@remix-run/react";
import type { Features } from "../../db/schema";
import { isPathEnabled } from "~/lib/features";

const QUICK_LINKS = [
  { to: "/news", label: "News" },
  { to: "/events", label: "Events" },
  { to: "/directory", label: "Business Directory" },
  { to: "/classifieds", label: "Classifieds" },
  { to: "/support", label: "Help & Support" },
];

export function SiteFooter({ siteName, supportEmail, features }: { siteName: string; supportEmail: string; features: Features }) {
  return (
    <footer className="mt-16 border-t border-border bg-secondary text-secondary-foreground">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="font-semibold">{siteName}</p>
          <p className="mt-2 text-sm opacity-80">News, events, businesses and neighbours in one place.</p>
        </div>
        <nav aria-label="Quick links">
          <p className="font-semibold">Quick Links</p>
          <ul className="mt-2 space-y-1 text-sm">
            {QUICK_LINKS.filter((l) => isPathEnabled(l.to, features)).map((l) => (
              <li key={l.to}><Link to={l.to}>{l.label}</Link></li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="font-semibold">Legal &amp; Contact</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li><Link to="/privacy">Privacy Policy</Link></li>
            <li><Link to="/terms">Terms of Service</Link></li>
            <li><a href={`mailto:${supportEmail}`}>{supportEmail}</a></li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
