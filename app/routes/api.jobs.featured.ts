// GET /api/jobs/featured/ (and without the slash): the home page's jobs, part 1 §3's shape, at most 15.
import { json } from "@remix-run/cloudflare";
import { boundedInt } from "~/lib/fields";
import { FEATURED_JOBS_LIMIT } from "~/lib/jobs";
import { z } from "~/lib/zod";
import { listFeaturedJobs } from "~/models/jobs.server";
import { apiLoader, methodNotAllowed } from "~/services/api.server";

const querySchema = z.object({
  // More than 15 is answered with 15 (the spec's limit); anything that is not a positive whole number is a 400.
  limit: boundedInt(1, Number.MAX_SAFE_INTEGER, "limit must be a positive whole number").default(FEATURED_JOBS_LIMIT),
});

export const loader = apiLoader({ query: querySchema }, async ({ query, context }) =>
  json(await listFeaturedJobs(context.db, context.now(), Math.min(query.limit, FEATURED_JOBS_LIMIT))),
);
export const action = () => methodNotAllowed();
