// GET /api/jobs/{id}: one job in full (sanitised description HTML); expired jobs answer with isActive false.
import { json } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { getJob } from "~/models/jobs.server";
import { apiLoader, methodNotAllowed } from "~/services/api.server";

export const loader = apiLoader({}, async ({ params, context }) => {
  const id = params.id ?? "";
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(id)) return apiError(400, /*i18n*/ { id: "api.Invalid id", message: "Invalid id" });
  const job = await getJob(context.db, id, context.now());
  if (!job) return apiError(404, /*i18n*/ { id: "api.Job Not Found", message: "Job Not Found" });
  const { local, expired: _expired, ...rest } = job;
  return json({ ...rest, applyEmail: local?.applyEmail ?? null, applyPhone: local?.applyPhone ?? null, isPinned: local?.isPinned ?? false });
});
export const action = () => methodNotAllowed();
