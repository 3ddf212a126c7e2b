import { json } from "@remix-run/cloudflare";
import { boundedInt } from "~/lib/fields";
import { z } from "~/lib/zod";
import { listFeaturedBusinesses } from "~/models/businesses.server";
import { apiLoader } from "~/services/api.server";

// limit defaults to the home's four; anything but a whole number from 1 to 20 is a 400.
const querySchema = z.object({ limit: boundedInt(1, 20, "limit must be a whole number from 1 to 20").default(4) });

export const loader = apiLoader({ query: querySchema }, async ({ query, context }) => json(await listFeaturedBusinesses(context.db, query.limit)));
