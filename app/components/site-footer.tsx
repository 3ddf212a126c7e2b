import { Link } from "@remix-run/react";

export function SiteFooter({ siteName, supportEmail }: { siteName: string; supportEmail: string }) {
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
            <li><Link to="/news">News</Link></li>
            <li><Link to="/events">Events</Link></li>
            <li><Link to="/directory">Business Directory</Link></li>
            <li><Link to="/classifieds">Classifieds</Link></li>
            <li><Link to="/support">Help &amp; Support</Link></li>
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
