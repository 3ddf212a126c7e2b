import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { desc } from "drizzle-orm";
import { newsArticles } from "../../db/schema";
import { requireAdmin } from "~/lib/auth.server";
import { truncate } from "~/lib/text";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const articles = await context.db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      excerpt: newsArticles.excerpt,
      author: newsArticles.author,
      status: newsArticles.status,
      category: newsArticles.category,
    })
    .from(newsArticles)
    .orderBy(desc(newsArticles.createdAt))
    .limit(10);
  return json({ articles });
}

export default function AdminNews() {
  const { articles } = useLoaderData<typeof loader>();
  return (
    <ul className="divide-y divide-border">
      {articles.map((a) => (
        <li key={a.id} className="py-3">
          <p className="font-medium">
            <Link to={`/news/${a.id}`}>{a.title}</Link>{" "}
            <span className="text-sm opacity-70">
              · {a.category} · {a.author ?? "RSS Import"} · {a.status}
            </span>
          </p>
          <p className="text-sm opacity-80">{truncate(a.excerpt, 100)}</p>
        </li>
      ))}
    </ul>
  );
}
