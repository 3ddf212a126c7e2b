import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireUser } from "~/services/auth.server";
import { addBusinessSchema } from "~/lib/business";
import { apiError, readJson } from "~/lib/http.server";
import { addBusiness, DIRECTORY_LIMIT, getBusinessCategory, listBusinesses } from "~/models/businesses.server";

const querySchema = z.object({
  categoryId: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(DIRECTORY_LIMIT).default(DIRECTORY_LIMIT),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ""));
  const parsed = querySchema.safeParse(params);
  if (!parsed.success) return apiError(400, parsed.error.issues[0].message, parsed.error.flatten().fieldErrors);
  return json(await listBusinesses(context.db, parsed.data));
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const user = await requireUser(request, context);
  const parsed = addBusinessSchema.safeParse(await readJson(request));
  if (!parsed.success) return apiError(400, parsed.error.issues[0].message, parsed.error.flatten().fieldErrors);
  if (!(await getBusinessCategory(context.db, parsed.data.categoryId))) {
    return apiError(400, "Category is required", { categoryId: ["Category is required"] });
  }
  const id = await addBusiness(context.db, parsed.data, user, context.now());
  return json({ id }, { status: 201 });
}
