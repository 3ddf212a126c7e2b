import { json } from "@remix-run/cloudflare";
import { articleSubmitSchema } from "~/lib/news";
import { checkoutUrl } from "~/lib/prices";
import { submitArticle, toArticleJson } from "~/models/news.server";
import { apiAction, methodNotAllowed } from "~/services/api.server";

export const action = apiAction({ body: articleSubmitSchema, auth: "user" }, async ({ body, user, context }) => {
  const article = await submitArticle(context.db, body, user, context.now());
  const checkout = body.isPremium ? checkoutUrl("article-premium", article.id) : null;
  return json({ ...toArticleJson(article), checkoutUrl: checkout }, { status: 201 });
});

export const loader = methodNotAllowed;
