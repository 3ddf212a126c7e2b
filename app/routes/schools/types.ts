// What the schools page's sections read: the loader's data as it reaches the browser, and its words.
import type { SerializeFrom } from "@remix-run/cloudflare";
import type { icu } from "~/lib/i18n/format";
import type { loader } from "./route";

export type SchoolsData = SerializeFrom<typeof loader>;
export type District = SchoolsData["districts"][number];
export type School = District["schools"][number];
export type SchoolsT = ReturnType<typeof icu<"schools">>;
export type CivicT = ReturnType<typeof icu<"civic">>;
