// What the ad page's sections read: the loader's data as it reaches the browser.
import type { SerializeFrom } from "@remix-run/cloudflare";
import type { classifiedLoader } from "./actions.server";

export type ClassifiedPageData = SerializeFrom<typeof classifiedLoader>;
