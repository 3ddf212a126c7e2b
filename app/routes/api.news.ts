import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireUser } from "~/services/auth.server";
import { townLocalToDate } from "~/lib/dates";
import { apiError, readJson } from "~/lib/http.server";
import { newsFormSchema } from "~/lib/news";
import { createArticle, listPublishedNews, toArticleJson } from "~/models/news.server";

const querySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  page: z.coerce.number().int().min(1).default(1),
  category: z.string().max(50).optional(),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ""));
  const parsed = querySchema.safeParse(params);
  if (!parsed.success) return apiError(400, parsed.error.issues[0].message, parsed.error.flatten().fieldErrors);
  const { articles } = await listPublishedNews(context.db, { now: context.now(), ...parsed.data });
  return json(articles);
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const user = await requireUser(request, context);
  const body = await readJson(request);
  const parsed = newsFormSchema.safeParse(body);
  if (!parsed.success) return apiError(400, parsed.error.issues[0].message, parsed.error.flatten().fieldErrors);
  const raw = parsed.data.publishedAt;
  const publishedAt = townLocalToDate(raw) ?? (Number.isNaN(Date.parse(raw)) ? null : new Date(raw));
  if (!publishedAt) return apiError(400, "Publication date is required", { publishedAt: ["Publication date is required"] });
  const article = await createArticle(context.db, { ...parsed.data, publishedAt }, user, context.now());
  return json(toArticleJson(article), { status: 201 });
}
