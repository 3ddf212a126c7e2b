// The review queue for moderators (and admins): /admin is admins-only, moderation is not.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ReviewQueue, toQueueItems } from "~/components/review-queue";
import { formatMessage, messagesFor } from "~/lib/i18n/catalogue.server";
import { formatDateIn, peopleWroteLang } from "~/lib/i18n/intl";
import { listPendingArticles } from "~/models/news.server";
import { requireModerator } from "~/services/auth.server";
import { moderate } from "~/services/moderation.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireModerator(request, context);
  const lang = context.lang;
  const items = toQueueItems(await listPendingArticles(context.db));
  const m = messagesFor(lang, "articleForms") as Record<string, string>;
  return json({
    // Spanish readers get the times and the fixed categories written here; English keeps the queue's own format.
    items:
      lang === "en"
        ? items
        : items.map((i) => ({
            ...i,
            createdText: formatDateIn(lang, i.createdAt, { time: true }),
            categoryText: i.category ? m[`category:${i.category}`] : undefined,
          })),
    m: messagesFor(lang, "articleForms"),
    lang,
    metaTitle: formatMessage(lang, "articleForms", "reviewTitle"),
  });
}

export const action = (args: ActionFunctionArgs) => moderate(args, "/news/review");

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.metaTitle ?? "Articles to review" },
  { name: "robots", content: "noindex" },
];

export default function NewsReview() {
  const { items, m, lang } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">{m.reviewTitle}</h1>
      <div className="mt-4">
        <ReviewQueue items={items} t={m} writtenLang={peopleWroteLang(lang)} />
      </div>
    </section>
  );
}
