// What the account page's sections read: the loader's data as it reaches the browser.
import type { SerializeFrom } from "@remix-run/cloudflare";
import type { Messages } from "~/lib/i18n/en";
import type { Lang } from "~/lib/i18n/lang";
import type { accountLoader } from "./actions.server";

export type AccountData = SerializeFrom<typeof accountLoader>;
/** The page's words (the `account` namespace) and the reader's language, passed to each section. */
export type Words = { m: Messages<"account">; lang: Lang };
export const badge = "rounded bg-secondary px-1.5 py-0.5 text-xs";
