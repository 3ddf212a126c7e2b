// The saved-search alerts' queue consumer: each message is up to 20 alerts of a day's run, matched and mailed by the
// alerts service. A failed send is retried with a doubling delay; the send records keep a retried or repeated message
// from mailing anyone twice.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { retryDelaySeconds } from "~/lib/letter";
import type { AlertMessage } from "~/lib/saved-search";
import { sendAlertRange } from "~/services/saved-searches.server";

const isAlertMessage = (body: unknown): body is AlertMessage => {
  const m = body as Partial<AlertMessage> | null;
  return Boolean(m) && m?.kind === "alerts" && [m.runId, m.fromId, m.toId].every((n) => Number.isSafeInteger(n));
};

export async function consumeAlertsBatch(context: AppLoadContext, batch: MessageBatch<unknown>) {
  for (const message of batch.messages) {
    if (!isAlertMessage(message.body)) {
      console.error(`alerts queue: dropped a message that is not an alert range: ${JSON.stringify(message.body).slice(0, 200)}`);
      message.ack();
      continue;
    }
    const result = await sendAlertRange(context, message.body).catch((error: unknown) => ({ ok: false as const, error: String(error) }));
    if (result.ok) {
      message.ack();
    } else {
      const delaySeconds = retryDelaySeconds(message.attempts, context.env.LETTER_RETRY_BASE_SECONDS);
      console.error(
        `alerts batch ${message.body.runId}:${message.body.fromId}-${message.body.toId} failed (attempt ${message.attempts}), retry in ${delaySeconds} s: ${result.error}`,
      );
      message.retry({ delaySeconds });
    }
  }
}
