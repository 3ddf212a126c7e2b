// What the account page's sections read: the loader's data as it reaches the browser.
import type { SerializeFrom } from "@remix-run/cloudflare";
import type { accountLoader } from "./actions.server";

export type AccountData = SerializeFrom<typeof accountLoader>;
export const badge = "rounded bg-secondary px-1.5 py-0.5 text-xs";
