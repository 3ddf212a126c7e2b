import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { checkoutUrl } from "~/lib/prices";
import { requireUser } from "~/services/auth.server";
import { apiError, readJson } from "~/lib/http.server";
import { articleSubmitSchema } from "~/lib/news";
import { submitArticle, toArticleJson } from "~/models/news.server";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const user = await requireUser(request, context);
  const parsed = articleSubmitSchema.safeParse(await readJson(request));
  if (!parsed.success) return apiError(400, parsed.error.issues[0].message, parsed.error.flatten().fieldErrors);
  const article = await submitArticle(context.db, parsed.data, user, context.now());
  const checkout = parsed.data.isPremium ? checkoutUrl("article-premium", article.id) : null;
  return json({ ...toArticleJson(article), checkoutUrl: checkout }, { status: 201 });
}

export const loader = () => apiError(405, "Method Not Allowed");
