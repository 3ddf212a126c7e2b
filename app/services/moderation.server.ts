// Approve / reject, as the admin News tab and the moderators' review page both post them.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { requireModerator } from "~/services/auth.server";
import { flash } from "~/lib/toast.server";
import { approveArticle, rejectArticle } from "~/models/news.server";

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), articleId: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("reject"), articleId: z.coerce.number().int().positive(), reason: z.string().trim().min(1, "Please give a reason").max(500) }),
]);

export async function moderate({ request, context }: ActionFunctionArgs, back: string) {
  const reviewer = await requireModerator(request, context);
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    flash(context, { title: "Error", description: parsed.error.issues[0].message, variant: "destructive" });
    return redirect(back);
  }
  const input = parsed.data;
  const done =
    input.intent === "approve"
      ? await approveArticle(context.db, input.articleId, reviewer, context.now())
      : await rejectArticle(context.db, input.articleId, reviewer, input.reason, context.now());
  if (!done) flash(context, { title: "Error", description: "That article is no longer waiting for review.", variant: "destructive" });
  else flash(context, input.intent === "approve" ? { title: "Article Published", description: "The article is now on the news page." } : { title: "Article Rejected", description: "The submitter can see your reason." });
  return redirect(back);
}
