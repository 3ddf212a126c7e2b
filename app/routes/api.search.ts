import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireUser } from "~/services/auth.server";
import { apiError } from "~/lib/http.server";
import { SEARCH_TYPES } from "~/lib/search-types";
import { searchAll, searchOne } from "~/models/search.server";

const querySchema = z.object({
  q: z.string().trim().min(1, "Search text is required").max(200, "Search text is too long"),
  type: z.enum(SEARCH_TYPES).optional(),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = querySchema.safeParse({ q: params.q ?? "", type: params.type || undefined });
  if (!parsed.success) return apiError(400, parsed.error.issues[0].message, parsed.error.flatten().fieldErrors);
  const { q, type } = parsed.data;
  if (type) return json({ results: await searchOne(context.db, q, type, context.now()) });
  return json(await searchAll(context.db, q, context.now()));
}
