// GET /api/job-categories: the active job categories (id, name, description, color).
import { json } from "@remix-run/cloudflare";
import { listJobCategories } from "~/models/jobs.server";
import { apiLoader, methodNotAllowed } from "~/services/api.server";

export const loader = apiLoader({}, async ({ context }) => json(await listJobCategories(context.db)));
export const action = () => methodNotAllowed();
