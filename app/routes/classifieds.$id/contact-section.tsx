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
          <dt className="font-medium">{t("location")}</dt>
          <dd lang={peopleWroteLang(lang)}>{ad.location}</dd>
        </>
      ) : null}
      <dt className="font-medium">{t("posted")}</dt>
      <dd>{formatCardDateIn(lang, ad.createdAt)}</dd>
      {ad.expiresAt ? (
        <>
          <dt className="font-medium">{t("expires")}</dt>
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
      <h2 className="font-semibold">{t("contactSeller")}</h2>
      {contact ? (
        <div className="mt-2 space-y-1 text-sm">
          {contact.name ? <p lang={peopleWroteLang(lang)}>{contact.name}</p> : null}
          {contact.phone ? (
            <p>
              {t("phone")}{" "}
              <a className="tap underline" href={telHref(contact.phone)}>
                {formatPhone(contact.phone)}
              </a>
            </p>
          ) : null}
          {contact.email ? (
            <p>
              {t("email")}{" "}
              <a className="tap break-all underline" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </p>
          ) : null}
          {!contact.phone && !contact.email ? <p>{t("noContact")}</p> : null}
        </div>
      ) : (
        <p className="mt-2 text-sm">
          <a href={signInUrl} className="font-medium text-primary underline">
            {t("signIn")}
          </a>{" "}
          {t("toSeeContact")}
        </p>
      )}
    </section>
  );
}
