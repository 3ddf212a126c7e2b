// /admin/businesses: Google Places preview and sync, and every listing (paged, searchable) with edit (the owner's
// form), hide/unhide, premium on/off and removing the owner; each change is in the audit log.
import { useLoaderData, useNavigation } from "@remix-run/react";
import { useAdminText } from "~/components/admin-text";
import { peopleWroteLang, plain } from "~/lib/i18n/plain";
import { adminBusinessesAction, adminBusinessesLoader } from "./actions.server";
import { ListingsSection } from "./listings-section";
import { PlacesSection } from "./places-section";

export const loader = adminBusinessesLoader;
export const action = adminBusinessesAction;

export default function AdminBusinesses() {
  const data = useLoaderData<typeof loader>();
  const t = plain<"adminBusinesses">(data.messages);
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  const busy = useNavigation().state !== "idle";
  return (
    <div className="space-y-8">
      <PlacesSection data={data} wrote={wrote} busy={busy} t={t} />
      <ListingsSection data={data} busy={busy} t={t} wrote={wrote} />
    </div>
  );
}
