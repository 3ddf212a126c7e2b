import { json } from "@remix-run/cloudflare";
import { z } from "zod";
import { boundedInt } from "~/lib/fields";
import { listFeaturedBusinesses } from "~/models/businesses.server";
import { apiLoader } from "~/services/api.server";

// A limit that is not a whole number from 1 to 50 falls back to the default four.
const querySchema = z.object({ limit: boundedInt(1, 50).catch(4).default(4) });

export const loader = apiLoader({ query: querySchema }, async ({ query, context }) =>
  json(await listFeaturedBusinesses(context.db, query.limit)),
);
