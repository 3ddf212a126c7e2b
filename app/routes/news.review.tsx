// The review queue for moderators (and admins): /admin is admins-only, moderation is not.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ReviewQueue, toQueueItems } from "~/components/review-queue";
import { formatMessage, messagesFor } from "~/lib/i18n/catalogue.server";
import { listPendingArticles } from "~/models/news.server";
import { requireModerator } from "~/services/auth.server";
import { moderate } from "~/services/moderation.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireModerator(request, context);
  const lang = context.lang;
  return json({
    items: toQueueItems(await listPendingArticles(context.db)),
    lang,
    adminWords: messagesFor(lang, "admin"),
    title: formatMessage(lang, /*i18n*/ { id: "admin.articlesToReview", message: "Articles to review" }),
  });
}

export const action = (args: ActionFunctionArgs) => moderate(args, "/news/review");

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "Articles to review" },
  { name: "robots", content: "noindex" },
];

export default function NewsReview() {
  const { items, title } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="mt-4">
        <ReviewQueue items={items} />
      </div>
    </section>
  );
}
