import { json } from "@remix-run/cloudflare";
import { text } from "~/lib/fields";
import { SEARCH_TYPES } from "~/lib/search-types";
import { z } from "~/lib/zod";
import { searchAll, searchOne } from "~/models/search.server";
import { apiLoader, methodNotAllowed } from "~/services/api.server";

const querySchema = z.object({
  q: text(200, { required: "Search text is required", tooLong: "Search text is too long" }),
  type: z.enum(SEARCH_TYPES).optional(),
});

// Open to visitors as well as members (docs/decisions/search.md).
export const loader = apiLoader({ query: querySchema }, async ({ query, context }) => {
  const { q, type } = query;
  const features = context.siteConfig().then((c) => c.features);
  if (type) return json({ results: await searchOne(context.db, q, type, context.now(), features) });
  return json(await searchAll(context.db, q, context.now(), features));
});

/** Only GET is served here: any other method is a 405 with {"message"}, not a Remix error page. */
export const action = () => methodNotAllowed();
