// The names of the categories the site's data uses (news, events, classifieds, jobs), in the reader's language: a
// category is stored by its English name, so a page looks its name up here (\`categoryIn\`, lib/i18n/intl.ts).
import { formatMessage } from "./catalogue.server";
import type { Descriptor } from "./descriptor";
import type { Lang } from "./lang";

const CATEGORY_NAMES: Readonly<Record<string, Descriptor<"categories">>> = {
  "Breaking News": /*i18n*/ { id: "categories.Breaking News", message: "Breaking News" },
  "Local Government": /*i18n*/ { id: "categories.Local Government", message: "Local Government" },
  "Community Events": /*i18n*/ { id: "categories.Community Events", message: "Community Events" },
  Business: /*i18n*/ { id: "categories.Business", message: "Business" },
  Education: /*i18n*/ { id: "categories.Education", message: "Education" },
  Sports: /*i18n*/ { id: "categories.Sports", message: "Sports" },
  Weather: /*i18n*/ { id: "categories.Weather", message: "Weather" },
  "Public Safety": /*i18n*/ { id: "categories.Public Safety", message: "Public Safety" },
  Development: /*i18n*/ { id: "categories.Development", message: "Development" },
  "Parks & Recreation": /*i18n*/ { id: "categories.Parks & Recreation", message: "Parks & Recreation" },
  Vehicles: /*i18n*/ { id: "categories.Vehicles", message: "Vehicles" },
  "Real Estate": /*i18n*/ { id: "categories.Real Estate", message: "Real Estate" },
  "Home & Garden": /*i18n*/ { id: "categories.Home & Garden", message: "Home & Garden" },
  Electronics: /*i18n*/ { id: "categories.Electronics", message: "Electronics" },
  "Clothing & Accessories": /*i18n*/ { id: "categories.Clothing & Accessories", message: "Clothing & Accessories" },
  "Sports & Recreation": /*i18n*/ { id: "categories.Sports & Recreation", message: "Sports & Recreation" },
  "Collectibles & Art": /*i18n*/ { id: "categories.Collectibles & Art", message: "Collectibles & Art" },
  "Books & Music": /*i18n*/ { id: "categories.Books & Music", message: "Books & Music" },
  "Health & Beauty": /*i18n*/ { id: "categories.Health & Beauty", message: "Health & Beauty" },
  Pets: /*i18n*/ { id: "categories.Pets", message: "Pets" },
  "Business & Industrial": /*i18n*/ { id: "categories.Business & Industrial", message: "Business & Industrial" },
  Services: /*i18n*/ { id: "categories.Services", message: "Services" },
  Jobs: /*i18n*/ { id: "categories.Jobs", message: "Jobs" },
  Community: /*i18n*/ { id: "categories.Community", message: "Community" },
  Other: /*i18n*/ { id: "categories.Other", message: "Other" },
};

const names = new Map<Lang, Readonly<Record<string, string>>>();

/** Every known category's name in \`lang\`, by its English name (made once per language and isolate). */
export function categoryNamesIn(lang: Lang): Readonly<Record<string, string>> {
  let out = names.get(lang);
  if (!out) {
    out = Object.fromEntries(Object.entries(CATEGORY_NAMES).map(([name, d]) => [name, formatMessage(lang, d)]));
    names.set(lang, out);
  }
  return out;
}
