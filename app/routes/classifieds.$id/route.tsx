// /classifieds/{id}: one ad. A gallery that works without JavaScript, contact details for signed-in members
// only, one report per member, the owner's edit / mark sold / renew / delete, and a moderator's Remove / Restore
// (audited, as on the admin tab). Unlisted ads (awaiting payment, expired, removed) are 404 except for their seller
// and moderators.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorList } from "~/components/forms";
import { notFoundBoundary, notFoundTitle } from "~/components/not-found";
import { Link } from "~/components/site-link";
import { peopleWroteLang, plain } from "~/lib/i18n/intl";
import { classifiedAction, classifiedLoader } from "./actions.server";
import { AdFacts, ContactSection } from "./contact-section";
import { Gallery } from "./gallery";
import { HeaderSection } from "./header-section";
import { ModeratorPanel, OwnerPanel } from "./manage-section";
import { ReportSection } from "./report-section";

export const loader = classifiedLoader;
export const action = classifiedAction;

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data
    ? [
        {
          title: plain<"classified">(data.messages)(
            /*i18n*/ { id: "classified.metaTitle", message: "{title} - Classified Ads" },
            { title: data.ad.title },
          ),
        },
        { name: "description", content: data.ad.description.slice(0, 160) },
      ]
    : [{ title: notFoundTitle(error, "Classified Not Found") }];

export default function ClassifiedDetail() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const { ad, lang } = data;
  const t = plain<"classified">(data.messages);
  // The ad's own words are what people wrote.
  const wrote = peopleWroteLang(lang);
  const reportErrors = actionData && "errors" in actionData ? actionData.errors.reason : undefined;
  return (
    <article className="mx-auto max-w-5xl space-y-6">
      <Link to="/classifieds" className="text-sm underline">
        {t(/*i18n*/ { id: "classified.backToClassifieds", message: "← Back to Classifieds" })}
      </Link>
      <HeaderSection ad={ad} status={data.status} category={data.category} lang={lang} t={t} />
      <div className="grid gap-6 md:grid-cols-5">
        <div className="space-y-4 md:col-span-3">
          <Gallery title={ad.title} urls={ad.imageUrls} t={t} />
          <section>
            <h2 className="text-lg font-semibold">{t(/*i18n*/ { id: "classified.description", message: "Description" })}</h2>
            <p className="mt-2 whitespace-pre-line" data-testid="ad-description" lang={wrote}>
              {ad.description}
            </p>
          </section>
          <p className="rounded bg-secondary p-3 text-xs" role="note">
            {t(
              /*i18n*/ {
                id: "classified.prohibited",
                message: "Prohibited items: weapons, illegal substances and adult content may not be listed. Ads for them are removed.",
              },
            )}
          </p>
        </div>
        <aside className="space-y-4 md:col-span-2">
          <AdFacts ad={ad} lang={lang} t={t} />
          <ContactSection contact={data.contact} signInUrl={data.signInUrl} lang={lang} t={t} />
          {data.isOwner ? (
            <OwnerPanel data={data} busy={busy} t={t} />
          ) : (
            <ReportSection signedIn={data.signedIn} reported={data.reported} signInUrl={data.signInUrl} errors={reportErrors} busy={busy} t={t} />
          )}
          {data.canModerate ? <ModeratorPanel status={data.status} busy={busy} t={t} /> : null}
          {actionData && "errors" in actionData && !reportErrors ? (
            <ErrorList
              errors={Object.values(actionData.errors)
                .flat()
                .filter((e): e is string => Boolean(e))}
            />
          ) : null}
        </aside>
      </div>
    </article>
  );
}

export const ErrorBoundary = notFoundBoundary(
  "Classified Not Found",
  "The ad you're looking for doesn't exist or has been removed.",
  "/classifieds",
  "Back to Classifieds",
);
