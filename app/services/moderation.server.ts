// Approve / reject, as the admin News tab and the moderators' review page both post them.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { id, text } from "~/lib/fields";
import { badRequest, firstRule } from "~/lib/http.server";
import { rule } from "~/lib/i18n/rule";
import { flash } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { recordAudit } from "~/models/audit.server";
import { approveArticle, rejectArticle } from "~/models/news.server";
import { requireModerator } from "~/services/auth.server";
import { notifyArticleReviewed } from "./decision-and-receipt-mail.server";

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), articleId: id() }),
  z.object({
    intent: z.literal("reject"),
    articleId: id(),
    reason: text(500, { required: rule(/*i18n*/ { id: "validation.Please give a reason", message: "Please give a reason" }), multiline: true }),
  }),
]);

export type ReviewDecision = { intent: "approve"; articleId: number } | { intent: "reject"; articleId: number; reason: string };

export async function moderate({ request, context }: ActionFunctionArgs, back: string) {
  const reviewer = await requireModerator(request, context);
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    badRequest(
      context.lang,
      firstRule(parsed.error, /*i18n*/ { id: "badRequest.That request could not be understood.", message: "That request could not be understood." }),
    );
  await reviewArticle(context, reviewer, parsed.data);
  return redirect(back);
}

/** Publishes or rejects a pending article (audited, the submitter told) and flashes what happened. */
export async function reviewArticle(
  context: ActionFunctionArgs["context"],
  reviewer: Awaited<ReturnType<typeof requireModerator>>,
  input: ReviewDecision,
) {
  const done =
    input.intent === "approve"
      ? await approveArticle(context.db, input.articleId, reviewer, context.now())
      : await rejectArticle(context.db, input.articleId, reviewer, input.reason, context.now());
  if (done) {
    await recordAudit(
      context.db,
      reviewer,
      {
        action: `news.${input.intent}`,
        targetType: "news_article",
        targetId: input.articleId,
        before: { status: "pending" },
        after: { status: input.intent === "approve" ? "published" : "rejected", ...(input.intent === "reject" ? { reason: input.reason } : {}) },
      },
      context.now(),
    );
    await notifyArticleReviewed(context, input.articleId);
  }
  if (!done)
    flash(context, {
      title: /*i18n*/ { id: "toasts.Error", message: "Error" },
      description: /*i18n*/ { id: "toasts.That article is no longer waiting for review.", message: "That article is no longer waiting for review." },
      variant: "destructive",
    });
  else
    flash(
      context,
      input.intent === "approve"
        ? {
            title: /*i18n*/ { id: "toasts.Article Published", message: "Article Published" },
            description: /*i18n*/ { id: "toasts.The article is now on the news page.", message: "The article is now on the news page." },
          }
        : {
            title: /*i18n*/ { id: "toasts.Article Rejected", message: "Article Rejected" },
            description: /*i18n*/ { id: "toasts.The submitter can see your reason.", message: "The submitter can see your reason." },
          },
    );
}
