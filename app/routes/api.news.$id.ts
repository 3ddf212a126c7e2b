import { json } from "@remix-run/cloudflare";
import { parseId } from "~/lib/fields";
import { apiError } from "~/lib/http.server";
import { getVisibleArticle, toArticleJson } from "~/models/news.server";
import { apiLoader, methodNotAllowed } from "~/services/api.server";
import { getUser } from "~/services/auth.server";

export const loader = apiLoader({}, async ({ params, context }) => {
  const id = parseId(params.id);
  const article = id ? await getVisibleArticle(context.db, id, await getUser(context)) : null;
  return article ? json(toArticleJson(article)) : apiError(404, /*i18n*/ { id: "api.Article Not Found", message: "Article Not Found" });
});

/** Only GET is served here: any other method is a 405 with {"message"}, not a Remix error page. */
export const action = () => methodNotAllowed();
