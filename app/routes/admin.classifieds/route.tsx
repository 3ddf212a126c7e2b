// /admin/classifieds: every ad, 10 a page, reported ones first with their reports; a moderator removes or restores.
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useAdminText } from "~/components/admin-text";
import { ErrorList } from "~/components/forms";
import { Pager } from "~/components/pager";
import { icu } from "~/lib/i18n/format";
import { plain } from "~/lib/i18n/plain";
import { pageHref } from "~/lib/paging";
import { adminClassifiedsAction, adminClassifiedsLoader } from "./actions.server";
import { AdRow } from "./ad-row";

export const loader = adminClassifiedsLoader;
export const action = adminClassifiedsAction;

export default function AdminClassifieds() {
  const { ads, page, pages, total, messages, pager } = useLoaderData<typeof loader>();
  const { lang } = useAdminText();
  const t = icu<"adminClassifieds">(lang, messages);
  const result = useActionData<typeof action>()?.result ?? null;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // A refused post shows its errors under the ad it named; one naming no ad on this page, above the list.
  const failedId = result?.initialValue?.id;
  const errors = result?.error ? Object.values(result.error).flatMap((e) => e ?? []) : [];
  const onPage = ads.some((ad) => String(ad.id) === failedId);
  if (ads.length === 0) return <p>{t(/*i18n*/ { id: "adminClassifieds.none", message: "No classified ads yet." })}</p>;
  return (
    <>
      {!onPage ? <ErrorList id="admin-classifieds-error" errors={errors} /> : null}
      <p className="text-sm opacity-80">
        {t(/*i18n*/ { id: "adminClassifieds.count", message: "{count, plural, one {# ad} other {# ads}}, reported ones first" }, { count: total })}
      </p>
      <ul className="divide-y divide-border">
        {ads.map((ad) => (
          <AdRow key={ad.id} ad={ad} t={t} busy={busy} errors={onPage && String(ad.id) === failedId ? errors : []} />
        ))}
      </ul>
      <Pager
        page={page}
        pages={pages}
        href={(p) => pageHref("/admin/classifieds", {}, p)}
        label={t(/*i18n*/ { id: "adminClassifieds.pages", message: "Classified ads pages" })}
        t={plain<"places">(pager)}
      />
    </>
  );
}
