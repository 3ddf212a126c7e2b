import { json } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { articleSubmitSchema } from "~/lib/news";
import { checkoutUrl } from "~/lib/prices";
import { submitArticle, toArticleJson } from "~/models/news.server";
import { apiAction, methodNotAllowed } from "~/services/api.server";
import { foreignPictures, FOREIGN_PICTURE_MESSAGE } from "~/services/uploads.server";

export const action = apiAction({ body: articleSubmitSchema, auth: "user" }, async ({ body, user, context }) => {
  if ((await foreignPictures(context.db, [body.imageUrl], { kinds: ["news"], itemId: null, ownerId: user.id })).length) {
    return apiError(
      400,
      /*i18n*/ {
        id: "api.That picture belongs to someone else. Please upload your own picture.",
        message: "That picture belongs to someone else. Please upload your own picture.",
      },
      { imageUrl: [FOREIGN_PICTURE_MESSAGE] },
    );
  }
  const article = await submitArticle(context.db, body, user, context.now());
  const checkout = body.isPremium ? checkoutUrl("article-premium", article.id) : null;
  return json({ ...toArticleJson(article), checkoutUrl: checkout }, { status: 201 });
});

export const loader = methodNotAllowed;
