import { json } from "@remix-run/cloudflare";
import { boundedInt, optionalText } from "~/lib/fields";
import { apiError } from "~/lib/http.server";
import { newsFormSchema, publicationDate } from "~/lib/news";
import { z } from "~/lib/zod";
import { createArticle, listPublishedNews, toArticleJson } from "~/models/news.server";
import { apiAction, apiLoader } from "~/services/api.server";
import { foreignPictures, FOREIGN_PICTURE_MESSAGE } from "~/services/uploads.server";

const querySchema = z.object({
  limit: boundedInt(1, 50, "limit must be a whole number from 1 to 50").default(20),
  page: boundedInt(1, 10_000, "page must be a whole number from 1 to 10000").default(1),
  category: optionalText(50).transform((v) => v ?? undefined),
});

export const loader = apiLoader({ query: querySchema }, async ({ query, context }) => {
  const { articles } = await listPublishedNews(context.db, { now: context.now(), ...query });
  return json(articles);
});

export const action = apiAction({ body: newsFormSchema, auth: "user" }, async ({ body, user, context }) => {
  const raw = body.publishedAt;
  const publishedAt = publicationDate(raw);
  if (!publishedAt)
    return apiError(
      400,
      /*i18n*/ { id: "api.Publication date is required", message: "Publication date is required" },
      { publishedAt: ["Publication date is required"] },
    );
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
  const article = await createArticle(context.db, { ...body, publishedAt }, user, context.now());
  return json(toArticleJson(article), { status: 201 });
});
