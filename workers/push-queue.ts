// The warning pushes' queue consumer: each message is up to PUSH_BATCH_SIZE subscriptions of a thread, pushed by the
// push service. A message with a failed push (not 404/410) is retried with a doubling delay; the send records keep
// the retry from pushing anyone already pushed.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { retryDelaySeconds } from "~/lib/letter";
import { isPushMessage } from "~/lib/push";
import { sendPushRange } from "~/services/push.server";

export async function consumePushBatch(context: AppLoadContext, batch: MessageBatch<unknown>) {
  for (const message of batch.messages) {
    if (!isPushMessage(message.body)) {
      console.error(`push queue: dropped a message that is not a push range: ${JSON.stringify(message.body).slice(0, 200)}`);
      message.ack();
      continue;
    }
    const { threadId, fromId, toId } = message.body;
    const result = await sendPushRange(context, message.body).catch((error: unknown) => ({ ok: false as const, error: String(error) }));
    if (result.ok) {
      message.ack();
    } else {
      const delaySeconds = retryDelaySeconds(message.attempts, context.env.PUSH_RETRY_BASE_SECONDS);
      const why = "error" in result ? result.error : `${result.failed} push(es) failed`;
      console.error(`push batch ${threadId}:${fromId}-${toId} failed (attempt ${message.attempts}), retry in ${delaySeconds} s: ${why}`);
      message.retry({ delaySeconds });
    }
  }
}
