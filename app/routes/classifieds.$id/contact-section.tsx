// Where and when the ad was posted, and the seller's contact details (for signed-in members only).
import { formatTownDate } from "~/lib/dates";
import { formatPhone, telHref } from "~/lib/phone";
import type { ClassifiedPageData } from "./types";

export function AdFacts({ ad }: { ad: ClassifiedPageData["ad"] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {ad.location ? (
        <>
          <dt className="font-medium">Location</dt>
          <dd>{ad.location}</dd>
        </>
      ) : null}
      <dt className="font-medium">Posted</dt>
      <dd>{formatTownDate(ad.createdAt, "MMM d, yyyy")}</dd>
      {ad.expiresAt ? (
        <>
          <dt className="font-medium">Expires</dt>
          <dd data-testid="ad-expires">{formatTownDate(ad.expiresAt, "MMM d, yyyy")}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function ContactSection({ contact, signInUrl }: { contact: ClassifiedPageData["contact"]; signInUrl: string }) {
  return (
    <section className="rounded-lg border border-border p-4" data-testid="contact">
      <h2 className="font-semibold">Contact the seller</h2>
      {contact ? (
        <div className="mt-2 space-y-1 text-sm">
          {contact.name ? <p>{contact.name}</p> : null}
          {contact.phone ? (
            <p>
              Phone:{" "}
              <a className="tap underline" href={telHref(contact.phone)}>
                {formatPhone(contact.phone)}
              </a>
            </p>
          ) : null}
          {contact.email ? (
            <p>
              Email:{" "}
              <a className="tap break-all underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </p>
          ) : null}
          {!contact.phone && !contact.email ? <p>The seller left no contact details.</p> : null}
        </div>
      ) : (
        <p className="mt-2 text-sm">
          <a href={signInUrl} className="font-medium text-primary underline">
            Sign in
          </a>{" "}
          to see the seller's contact details.
        </p>
      )}
    </section>
  );
}
