// The warnings' queue consumer: a "push" message is up to PUSH_BATCH_SIZE subscriptions of a thread, pushed by the
// push service; a "warning-mail" message is up to WARNING_MAIL_BATCH_SIZE addresses, mailed (issue 42). A message with
// a failed push (not 404/410) is retried with a doubling delay, or after the push service's Retry-After when it asks for
// longer (429, 5xx); max_retries bounds the attempts. The send records keep a retry from reaching anyone twice.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { retryDelaySeconds } from "~/lib/letter";
import { isPushMessage } from "~/lib/push";
import { sendPushRange } from "~/services/push.server";
import { sendWarningMailRange } from "~/services/warning-mail.server";

export async function consumePushBatch(context: AppLoadContext, batch: MessageBatch<unknown>) {
  for (const message of batch.messages) {
    if (!isPushMessage(message.body)) {
      console.error(`push queue: dropped a message that is not a push range: ${JSON.stringify(message.body).slice(0, 200)}`);
      message.ack();
      continue;
    }
    const { threadId, fromId, toId } = message.body;
    if (message.body.kind === "warning-mail") {
      const mailed = await sendWarningMailRange(context, message.body).then(
        () => true,
        (error: unknown) => (console.error(`warning mail ${threadId}:${fromId}-${toId} failed: ${String(error)}`), false),
      );
      if (mailed) message.ack();
      else message.retry({ delaySeconds: retryDelaySeconds(message.attempts, context.env.PUSH_RETRY_BASE_SECONDS) });
      continue;
    }
    const result = await sendPushRange(context, message.body).catch((error: unknown) => ({ ok: false as const, error: String(error) }));
    if (result.ok) {
      message.ack();
    } else {
      const asked = "retryAfter" in result ? (result.retryAfter ?? 0) : 0;
      const delaySeconds = Math.max(retryDelaySeconds(message.attempts, context.env.PUSH_RETRY_BASE_SECONDS), asked);
      const why = "error" in result ? result.error : `${result.failed} push(es) failed`;
      console.error(`push batch ${threadId}:${fromId}-${toId} failed (attempt ${message.attempts}), retry in ${delaySeconds} s: ${why}`);
      message.retry({ delaySeconds });
    }
  }
}
