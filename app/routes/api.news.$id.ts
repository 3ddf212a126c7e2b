import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getUser } from "~/services/auth.server";
import { apiError } from "~/lib/http.server";
import { getVisibleArticle, toArticleJson } from "~/models/news.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = /^\d+$/.test(params.id ?? "") ? Number(params.id) : null;
  const article = id ? await getVisibleArticle(context.db, id, await getUser(context)) : null;
  return article ? json(toArticleJson(article)) : apiError(404, "Article Not Found");
}
