// Where and when the ad was posted, and the seller's contact details (for signed-in members only).
import { formatCardDateIn, peopleWroteLang, type T } from "~/lib/i18n/intl";
import type { Lang } from "~/lib/i18n/lang";
import { formatPhone, telHref } from "~/lib/phone";
import type { ClassifiedPageData } from "./types";

export function AdFacts({ ad, lang, t }: { ad: ClassifiedPageData["ad"]; lang: Lang; t: T<"classified"> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {ad.location ? (
        <>
          <dt className="font-medium">{t(/*i18n*/ { id: "classified.location", message: "Location" })}</dt>
          <dd lang={peopleWroteLang(lang)}>{ad.location}</dd>
        </>
      ) : null}
      <dt className="font-medium">{t(/*i18n*/ { id: "classified.posted", message: "Posted" })}</dt>
      <dd>{formatCardDateIn(lang, ad.createdAt)}</dd>
      {ad.expiresAt ? (
        <>
          <dt className="font-medium">{t(/*i18n*/ { id: "classified.expires", message: "Expires" })}</dt>
          <dd data-testid="ad-expires">{formatCardDateIn(lang, ad.expiresAt)}</dd>
        </>
      ) : null}
    </dl>
  );
}

export function ContactSection({
  contact,
  signInUrl,
  lang,
  t,
}: {
  contact: ClassifiedPageData["contact"];
  signInUrl: string;
  lang: Lang;
  t: T<"classified">;
}) {
  return (
    <section className="rounded-lg border border-border p-4" data-testid="contact">
      <h2 className="font-semibold">{t(/*i18n*/ { id: "classified.contactSeller", message: "Contact the seller" })}</h2>
      {contact ? (
        <div className="mt-2 space-y-1 text-sm">
          {contact.name ? <p lang={peopleWroteLang(lang)}>{contact.name}</p> : null}
          {contact.phone ? (
            <p>
              {t(/*i18n*/ { id: "classified.phone", message: "Phone:" })}{" "}
              <a className="tap underline" href={telHref(contact.phone)}>
                {formatPhone(contact.phone)}
              </a>
            </p>
          ) : null}
          {contact.email ? (
            <p>
              {t(/*i18n*/ { id: "classified.email", message: "Email:" })}{" "}
              <a className="tap break-all underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </p>
          ) : null}
          {!contact.phone && !contact.email ? (
            <p>{t(/*i18n*/ { id: "classified.noContact", message: "The seller left no contact details." })}</p>
          ) : null}
        </div>
      ) : (
        <p className="mt-2 text-sm">
          <a href={signInUrl} className="font-medium text-primary underline">
            {t(/*i18n*/ { id: "classified.signIn", message: "Sign in" })}
          </a>{" "}
          {t(/*i18n*/ { id: "classified.toSeeContact", message: "to see the seller's contact details." })}
        </p>
      )}
    </section>
  );
}
