// The review queue for moderators (and admins): /admin is admins-only, moderation is not.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ReviewQueue, toQueueItems } from "~/components/review-queue";
import { listPendingArticles } from "~/models/news.server";
import { requireModerator } from "~/services/auth.server";
import { moderate } from "~/services/moderation.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireModerator(request, context);
  return json({ items: toQueueItems(await listPendingArticles(context.db)) });
}

export const action = (args: ActionFunctionArgs) => moderate(args, "/news/review");

export const meta: MetaFunction = () => [{ title: "Articles to review" }, { name: "robots", content: "noindex" }];

export default function NewsReview() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">Articles to review</h1>
      <div className="mt-4">
        <ReviewQueue items={items} />
      </div>
    </section>
  );
}
