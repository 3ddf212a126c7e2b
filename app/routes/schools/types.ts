// What the schools page's sections read of the loader's data (as it reaches the browser), and its words. Declared here,
// not taken from `typeof loader`, so the sections never import the route that imports them; the route's props check
// that the loader's data has every field.
import type { icu } from "~/lib/i18n/format";
import type { KeyDate, SchoolType } from "~/lib/vocabulary";

export type School = {
  id: number;
  name: string;
  type: SchoolType;
  grades: string | null;
  address: string | null;
  phone: string | null;
  website: string | null;
  enrollment: number | null;
  programs: string[];
  verifiedAt: string | null;
};

export type District = {
  id: number;
  name: string;
  website: string | null;
  phone: string | null;
  schoolYear: string;
  keyDates: KeyDate[];
  verifiedAt: string | null;
  schools: School[];
};

export type SchoolsData = {
  filter: { district: string; type: string };
  stats: { districts: string; districtCount: number; schools: string; students: string };
  districtOptions: { id: number; name: string }[];
};
export type SchoolsT = ReturnType<typeof icu<"schools">>;
export type CivicT = ReturnType<typeof icu<"civic">>;
