// What the directory's sections read: the loader's data as it reaches the browser.
import type { SerializeFrom } from "@remix-run/cloudflare";
import type { loader } from "./route";

export type DirectoryData = SerializeFrom<typeof loader>;
