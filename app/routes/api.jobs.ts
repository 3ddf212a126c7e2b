// GET /api/jobs: the jobs list with the page's filters (q, category, type, remote, distance, posted, page).
import { json } from "@remix-run/cloudflare";
import { jobFiltersSchema } from "~/lib/jobs";
import { listJobs } from "~/models/jobs.server";
import { apiLoader, methodNotAllowed } from "~/services/api.server";

export const loader = apiLoader({ query: jobFiltersSchema }, async ({ query, context }) =>
  json(
    await listJobs(
      context.db,
      {
        q: query.q,
        categoryId: query.category,
        type: query.type,
        remote: query.remote,
        distance: query.distance,
        postedWithinDays: query.posted,
        page: query.page,
      },
      context.now(),
    ),
  ),
);
export const action = () => methodNotAllowed();
