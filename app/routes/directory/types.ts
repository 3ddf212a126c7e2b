// What the directory's sections read of the loader's data (as it reaches the browser). Declared here, not taken from
// `typeof loader`, so the sections never import the route that imports them; the route's `data={data}` checks that
// the loader's data has every field.
import type { DirectoryPageSort } from "~/lib/business-display";
import type { Lang } from "~/lib/i18n/lang";
import type { shownRating } from "~/lib/reviews";

export type DirectoryBusiness = {
  id: number;
  name: string;
  logoUrl: string | null;
  isPremium: boolean;
  categoryName: string | null;
  shown: ReturnType<typeof shownRating>;
  phone: string | null;
  address: string | null;
  claimable: boolean;
  verified: boolean;
  miles: string | null;
};

export type DirectoryData = {
  view: "list" | "map";
  q: string;
  category: string;
  sort: DirectoryPageSort;
  categories: readonly { id: number; name: string }[];
  near: string | null;
  here: unknown;
  signedIn: boolean;
  filters: Record<string, string | null>;
  lang: Lang;
  page: number;
  pages: number;
  businesses: DirectoryBusiness[];
};
