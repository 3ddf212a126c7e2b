// /schools: the districts that serve the town, their key dates and schools, filtered by a GET form.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useMatches } from "@remix-run/react";
import { schoolStats } from "~/lib/civic";
import { parseId } from "~/lib/fields";
import { compiledFor } from "~/lib/i18n/catalogue.server";
import { icu, peopleWroteLang } from "~/lib/i18n/format";
import { townOfMatches } from "~/lib/towns";
import { SCHOOL_TYPES } from "~/lib/vocabulary";
import { z } from "~/lib/zod";
import { listSchoolDirectory } from "~/models/schools.server";
import { DistrictSection } from "./district-section";
import { FilterSection, StatsSection } from "./filter-section";

// An unreadable filter value means "all", as an empty one does.
const filterSchema = z.object({
  type: z.enum(SCHOOL_TYPES).optional().catch(undefined),
});

export const handle = { canonical: { district: "", type: "" } };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filter = { district: parseId(params.get("district")), ...filterSchema.parse({ type: params.get("type") || undefined }) };
  const { districts, statsSchools } = await listSchoolDirectory(context.db, { districtId: filter.district ?? undefined, type: filter.type });
  return json({
    lang: context.lang,
    messages: compiledFor(context.lang, "schools"),
    civic: compiledFor(context.lang, "civic"),
    filter: { district: filter.district ? String(filter.district) : "", type: filter.type ?? "" },
    stats: schoolStats(districts.length, statsSchools),
    districtOptions: districts.map((d) => ({ id: d.id, name: d.name })),
    districts: districts
      .filter((d) => !filter.district || d.id === filter.district)
      .filter((d) => !filter.type || d.schools.length > 0)
      .map((d) => ({
        id: d.id,
        name: d.name,
        website: d.website,
        phone: d.phone,
        schoolYear: d.schoolYear,
        keyDates: d.keyDates,
        verifiedAt: d.verifiedAt?.toISOString() ?? null,
        schools: d.schools.map((s) => ({
          id: s.id,
          name: s.name,
          type: s.type,
          grades: s.grades,
          address: s.address,
          phone: s.phone,
          website: s.website,
          enrollment: s.enrollment,
          programs: s.programs,
          verifiedAt: s.verifiedAt?.toISOString() ?? null,
        })),
      })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Schools" }];
  const t = icu<"schools">(data.lang, data.messages);
  return [
    { title: t(/*i18n*/ { id: "schools.metaTitle", message: "Schools" }) },
    {
      name: "description",
      content: t(
        /*i18n*/ {
          id: "schools.metaDescription",
          message: "{town}-area school districts, key dates for the school year, and every school's contacts.",
        },
        { town: townOfMatches(matches).name },
      ),
    },
  ];
};

export default function Schools() {
  const { filter, stats, districtOptions, districts, lang, messages, civic } = useLoaderData<typeof loader>();
  const town = townOfMatches(useMatches());
  const t = icu<"schools">(lang, messages);
  const c = icu<"civic">(lang, civic);
  return (
    <div>
      <h1 className="text-3xl font-bold">{t(/*i18n*/ { id: "schools.title", message: "Schools" })}</h1>
      <p className="mt-2 max-w-2xl opacity-80">
        {t(
          /*i18n*/ { id: "schools.lead", message: "The school districts that serve {town}, their key dates and their schools." },
          { town: town.name },
        )}
      </p>
      <StatsSection stats={stats} t={t} />
      <FilterSection filter={filter} districtOptions={districtOptions} t={t} wrote={peopleWroteLang(lang)} />
      {districts.length === 0 ? (
        <p className="mt-8 opacity-80">{t(/*i18n*/ { id: "schools.empty", message: "No schools match these filters." })}</p>
      ) : null}
      {districts.map((d) => (
        <DistrictSection key={d.id} district={d} lang={lang} t={t} c={c} />
      ))}
    </div>
  );
}
