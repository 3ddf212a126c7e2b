// What the event page's sections read: the loader's data as it reaches the browser.
import type { SerializeFrom } from "@remix-run/cloudflare";
import type { eventPageLoader } from "./actions.server";

export type EventPageData = SerializeFrom<typeof eventPageLoader>;
export type EventData = EventPageData["event"];
