// The latest articles with edit, publish or unpublish, feature, and delete (which opens the confirm step).
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/button";
import { ErrorList } from "~/components/forms";
import { truncate } from "~/lib/text";
import type { adminNewsLoader } from "./actions.server";

type Article = Extract<SerializeFrom<typeof adminNewsLoader>, { admin: true }>["latest"][number];
const linkButton = "rounded border border-border px-3 py-1 text-sm";

export function ArticlesSection({ latest, failed }: { latest: Article[]; failed: { id: string; errors: string[] } | null }) {
  return (
    <section>
      <h2 className="text-lg font-semibold">Latest articles</h2>
      <ul className="mt-2 divide-y divide-border">
        {latest.map((a) => (
          <li key={a.id} className="py-3" data-testid={`admin-article-${a.id}`}>
            <p className="break-words font-medium">
              <Link to={`/news/${a.id}`}>{a.title}</Link>{" "}
              <span className="text-sm font-normal opacity-70">
                · {a.category ?? "News"}
                {a.author ? ` · ${a.author}` : ""} · {a.status}
                {a.featured ? " · Featured" : ""}
              </span>
            </p>
            <p className="text-sm opacity-80">{truncate(a.excerpt, 100)}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Link to={`/admin/news/${a.id}`} className={linkButton} aria-label={`Edit ${a.title}`}>
                Edit
              </Link>
              <Form method="post">
                <input type="hidden" name="articleId" value={a.id} />
                {a.status === "published" ? (
                  <Button variant="small-secondary" name="intent" value="unpublish" aria-label={`Unpublish ${a.title}`}>
                    Unpublish
                  </Button>
                ) : (
                  <Button variant="small-secondary" name="intent" value="publish" aria-label={`Publish ${a.title}`}>
                    Publish
                  </Button>
                )}
              </Form>
              <Form method="post">
                <input type="hidden" name="articleId" value={a.id} />
                <Button
                  variant="small-secondary"
                  name="intent"
                  value={a.featured ? "unfeature" : "feature"}
                  aria-label={`${a.featured ? "Unfeature" : "Feature"} ${a.title}`}
                >
                  {a.featured ? "Unfeature" : "Feature for 7 days"}
                </Button>
              </Form>
              <Link to={`/admin/news?delete=${a.id}`} className={`${linkButton} border-red-600 text-red-700`} aria-label={`Delete ${a.title}`}>
                Delete
              </Link>
            </div>
            {failed?.id === String(a.id) ? <ErrorList id={`admin-article-${a.id}-error`} errors={failed.errors} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
