// /admin/businesses' listing: search by name, each business with edit, hide/unhide, premium on/off and removing the
// owner, and the pager.
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, Link } from "@remix-run/react";
import { RowAction } from "~/components/admin-row-controls";
import { Button } from "~/components/button";
import type { peopleWroteLang, T } from "~/lib/i18n/plain";
import type { adminBusinessesLoader } from "./actions.server";

type Data = SerializeFrom<typeof adminBusinessesLoader>;
type Text = { t: T<"adminBusinesses">; wrote: ReturnType<typeof peopleWroteLang> };

const small = "rounded border border-border px-2 py-1 text-xs";

function BusinessRow({ b, backTo, busy, t, wrote }: Text & { b: Data["businesses"][number]; backTo: string; busy: boolean }) {
  const claimWord = (s: string) => (s === "unclaimed" || s === "pending" || s === "approved" || s === "rejected" ? t(`claim_${s}`) : s);
  return (
    <li className="space-y-2 py-3 text-sm" data-testid={`admin-business-${b.id}`}>
      <p className="break-words">
        <Link to={`/businesses/${b.id}`} className="font-medium underline" lang={wrote}>
          {b.name}
        </Link>{" "}
        <span className="opacity-70">
          · {b.categoryName ? <span lang={wrote}>{b.categoryName}</span> : t("general")} · {b.isPremium ? t("premium") : t("basic")} ·{" "}
          {claimWord(b.claimStatus)}
          {b.ownerEmail ? t("owner", { email: b.ownerEmail }) : ""}
          {b.googlePlaceId ? " · Google" : ""}
        </span>
        {b.isActive ? null : <span className="ml-2 rounded bg-red-100 px-1.5 text-xs text-red-900">{t("hidden")}</span>}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={`/businesses/${b.id}/edit`} className={small} aria-label={t("editName", { name: b.name })}>
          {t("edit")}
        </Link>
        <RowAction
          field="businessId"
          id={b.id}
          back={backTo}
          intent={b.isActive ? "hide" : "unhide"}
          label={b.isActive ? t("hide") : t("unhide")}
          ariaLabel={t(b.isActive ? "hideName" : "unhideName", { name: b.name })}
          disabled={busy}
        />
        <RowAction
          field="businessId"
          id={b.id}
          back={backTo}
          intent={b.isPremium ? "unpremium" : "premium"}
          label={b.isPremium ? t("unmarkPremium") : t("markPremium")}
          ariaLabel={t(b.isPremium ? "unmarkPremiumName" : "markPremiumName", { name: b.name })}
          disabled={busy}
        />
        {b.ownerId ? (
          <RowAction
            field="businessId"
            id={b.id}
            back={backTo}
            intent="remove-owner"
            label={t("removeOwner")}
            ariaLabel={t("removeOwnerOf", { name: b.name })}
            disabled={busy}
            className="border-red-600 text-red-700"
          />
        ) : null}
      </div>
    </li>
  );
}

function BusinessPager({ q, page, pages, t }: Pick<Text, "t"> & { q: string; page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("businessPages")} className="flex items-center gap-3 text-sm">
      {page > 1 ? <Link to={`?q=${encodeURIComponent(q)}&page=${page - 1}`}>{t("previous")}</Link> : null}
      <span>{t("pageOf", { page, pages })}</span>
      {page < pages ? <Link to={`?q=${encodeURIComponent(q)}&page=${page + 1}`}>{t("next")}</Link> : null}
    </nav>
  );
}

export function ListingsSection({ data, busy, t, wrote }: Text & { data: Data; busy: boolean }) {
  const backTo = `/admin/businesses${data.q || data.page > 1 ? `?q=${encodeURIComponent(data.q)}&page=${data.page}` : ""}`;
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{t("businesses", { count: data.total })}</h2>
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <label className="text-sm">
          {t("searchByName")}
          <input name="q" type="search" defaultValue={data.q} maxLength={100} className="mt-1 block rounded border border-border px-2 py-1" />
        </label>
        <Button variant="small-secondary">{t("search")}</Button>
      </Form>
      <ul className="divide-y divide-border">
        {data.businesses.map((b) => (
          <BusinessRow key={b.id} b={b} backTo={backTo} busy={busy} t={t} wrote={wrote} />
        ))}
      </ul>
      <BusinessPager q={data.q} page={data.page} pages={data.pages} t={t} />
    </section>
  );
}
