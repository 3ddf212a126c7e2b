// /admin/businesses' listing: search by name, each business with edit, hide/unhide, premium on/off and removing the
// owner, and the pager.
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { RowAction } from "~/components/admin-row-controls";
import { Button } from "~/components/button";
import { Link } from "~/components/site-link";
import type { peopleWroteLang, T } from "~/lib/i18n/plain";
import type { adminBusinessesLoader } from "./actions.server";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  claim_unclaimed: /*i18n*/ { id: "adminBusinesses.claim_unclaimed", message: "unclaimed" },
  claim_pending: /*i18n*/ { id: "adminBusinesses.claim_pending", message: "pending" },
  claim_approved: /*i18n*/ { id: "adminBusinesses.claim_approved", message: "approved" },
  claim_rejected: /*i18n*/ { id: "adminBusinesses.claim_rejected", message: "rejected" },
  general: /*i18n*/ { id: "adminBusinesses.general", message: "General" },
  premium: /*i18n*/ { id: "adminBusinesses.premium", message: "Premium" },
  basic: /*i18n*/ { id: "adminBusinesses.basic", message: "Basic" },
  owner: /*i18n*/ { id: "adminBusinesses.owner", message: " · owner {email}" },
  hidden: /*i18n*/ { id: "adminBusinesses.hidden", message: "Hidden" },
  editName: /*i18n*/ { id: "adminBusinesses.editName", message: "Edit {name}" },
  edit: /*i18n*/ { id: "adminBusinesses.edit", message: "Edit" },
  hide: /*i18n*/ { id: "adminBusinesses.hide", message: "Hide" },
  unhide: /*i18n*/ { id: "adminBusinesses.unhide", message: "Unhide" },
  hideName: /*i18n*/ { id: "adminBusinesses.hideName", message: "Hide {name}" },
  unhideName: /*i18n*/ { id: "adminBusinesses.unhideName", message: "Unhide {name}" },
  unmarkPremium: /*i18n*/ { id: "adminBusinesses.unmarkPremium", message: "Unmark premium" },
  markPremium: /*i18n*/ { id: "adminBusinesses.markPremium", message: "Mark premium" },
  unmarkPremiumName: /*i18n*/ { id: "adminBusinesses.unmarkPremiumName", message: "Unmark premium: {name}" },
  markPremiumName: /*i18n*/ { id: "adminBusinesses.markPremiumName", message: "Mark premium: {name}" },
  removeOwner: /*i18n*/ { id: "adminBusinesses.removeOwner", message: "Remove owner" },
  removeOwnerOf: /*i18n*/ { id: "adminBusinesses.removeOwnerOf", message: "Remove the owner of {name}" },
} as const;

type Data = SerializeFrom<typeof adminBusinessesLoader>;
type Text = { t: T<"adminBusinesses">; wrote: ReturnType<typeof peopleWroteLang> };

const small = "rounded border border-border px-2 py-1 text-xs";

function BusinessRow({ b, backTo, busy, t, wrote }: Text & { b: Data["businesses"][number]; backTo: string; busy: boolean }) {
  const claimWord = (s: string) =>
    s === "unclaimed" || s === "pending" || s === "approved" || s === "rejected"
      ? t(
          (
            {
              unclaimed: WORDS.claim_unclaimed,
              pending: WORDS.claim_pending,
              approved: WORDS.claim_approved,
              rejected: WORDS.claim_rejected,
            } as const
          )[s],
        )
      : s;
  return (
    <li className="space-y-2 py-3 text-sm" data-testid={`admin-business-${b.id}`}>
      <p className="break-words">
        <Link to={`/businesses/${b.id}`} className="font-medium underline" lang={wrote}>
          {b.name}
        </Link>{" "}
        <span className="opacity-70">
          · {b.categoryName ? <span lang={wrote}>{b.categoryName}</span> : t(WORDS.general)} · {b.isPremium ? t(WORDS.premium) : t(WORDS.basic)} ·{" "}
          {claimWord(b.claimStatus)}
          {b.ownerEmail ? t(WORDS.owner, { email: b.ownerEmail }) : ""}
          {b.googlePlaceId ? " · Google" : ""}
        </span>
        {b.isActive ? null : <span className="ml-2 rounded bg-red-100 px-1.5 text-xs text-red-900">{t(WORDS.hidden)}</span>}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={`/businesses/${b.id}/edit`} className={small} aria-label={t(WORDS.editName, { name: b.name })}>
          {t(WORDS.edit)}
        </Link>
        <RowAction
          field="businessId"
          id={b.id}
          back={backTo}
          intent={b.isActive ? "hide" : "unhide"}
          label={b.isActive ? t(WORDS.hide) : t(WORDS.unhide)}
          ariaLabel={t(b.isActive ? WORDS.hideName : WORDS.unhideName, { name: b.name })}
          disabled={busy}
        />
        <RowAction
          field="businessId"
          id={b.id}
          back={backTo}
          intent={b.isPremium ? "unpremium" : "premium"}
          label={b.isPremium ? t(WORDS.unmarkPremium) : t(WORDS.markPremium)}
          ariaLabel={t(b.isPremium ? WORDS.unmarkPremiumName : WORDS.markPremiumName, { name: b.name })}
          disabled={busy}
        />
        {b.ownerId ? (
          <RowAction
            field="businessId"
            id={b.id}
            back={backTo}
            intent="remove-owner"
            label={t(WORDS.removeOwner)}
            ariaLabel={t(WORDS.removeOwnerOf, { name: b.name })}
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
    <nav aria-label={t(/*i18n*/ { id: "adminBusinesses.businessPages", message: "Business pages" })} className="flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={`?q=${encodeURIComponent(q)}&page=${page - 1}`}>{t(/*i18n*/ { id: "adminBusinesses.previous", message: "← Previous" })}</Link>
      ) : null}
      <span>{t(/*i18n*/ { id: "adminBusinesses.pageOf", message: "Page {page} of {pages}" }, { page, pages })}</span>
      {page < pages ? (
        <Link to={`?q=${encodeURIComponent(q)}&page=${page + 1}`}>{t(/*i18n*/ { id: "adminBusinesses.next", message: "Next →" })}</Link>
      ) : null}
    </nav>
  );
}

export function ListingsSection({ data, busy, t, wrote }: Text & { data: Data; busy: boolean }) {
  const backTo = `/admin/businesses${data.q || data.page > 1 ? `?q=${encodeURIComponent(data.q)}&page=${data.page}` : ""}`;
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">
        {t(/*i18n*/ { id: "adminBusinesses.businesses", message: "Businesses ({count})" }, { count: data.total })}
      </h2>
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <label className="text-sm">
          {t(/*i18n*/ { id: "adminBusinesses.searchByName", message: "Search by name" })}
          <input name="q" type="search" defaultValue={data.q} maxLength={100} className="mt-1 block rounded border border-border px-2 py-1" />
        </label>
        <Button variant="small-secondary">{t(/*i18n*/ { id: "adminBusinesses.search", message: "Search" })}</Button>
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
