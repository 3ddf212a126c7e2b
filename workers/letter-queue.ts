// The weekly letter's queue consumer: each message is up to 100 readers of an issue, sent through the mail provider's
// batch API by the letter service. A failed send is retried with a doubling delay; the send records keep a retried or
// repeated message from mailing anyone twice.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { retryDelaySeconds, type LetterMessage } from "~/lib/letter";
import { sendLetterRange } from "~/services/letter.server";

const isLetterMessage = (body: unknown): body is LetterMessage => {
  const m = body as Partial<LetterMessage> | null;
  return Boolean(m) && m?.kind === "letter" && [m.issueId, m.fromId, m.toId].every((n) => Number.isSafeInteger(n));
};

export async function consumeLetterBatch(context: AppLoadContext, batch: MessageBatch<unknown>) {
  for (const message of batch.messages) {
    if (!isLetterMessage(message.body)) {
      console.error(`letter queue: dropped a message that is not a letter range: ${JSON.stringify(message.body).slice(0, 200)}`);
      message.ack();
      continue;
    }
    const result = await sendLetterRange(context, message.body).catch((error: unknown) => ({ ok: false as const, error: String(error) }));
    if (result.ok) {
      message.ack();
    } else {
      const delaySeconds = retryDelaySeconds(message.attempts, context.env.LETTER_RETRY_BASE_SECONDS);
      console.error(
        `letter batch ${message.body.issueId}:${message.body.fromId}-${message.body.toId} failed (attempt ${message.attempts}), retry in ${delaySeconds} s: ${result.error}`,
      );
      message.retry({ delaySeconds });
    }
  }
}
