// What the schools page's sections read: the loader's data as it reaches the browser.
import type { SerializeFrom } from "@remix-run/cloudflare";
import type { loader } from "./route";

export type SchoolsData = SerializeFrom<typeof loader>;
export type District = SchoolsData["districts"][number];
export type School = District["schools"][number];
