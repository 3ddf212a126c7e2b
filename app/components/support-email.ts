// The site's support address as the root loader resolved it (lib/towns.ts supportEmailFor: the town's own, never another's).
import { useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/** Null only on an error page whose root loader failed: the town is unknown there, so no address is shown. */
export function useSupportEmail(): string | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.supportEmail ?? null;
}
