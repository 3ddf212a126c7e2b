// The Web Push fan-out's queue message (issue 32 §3): the subscriptions with ids in [fromId, toId] get a thread's push.
// Pure: shared by the cron that produces it, the consumer in workers/ and the env's binding type.

export type PushMessage = { kind: "push"; threadId: number; fromId: number; toId: number };

export function isPushMessage(body: unknown): body is PushMessage {
  const m = body as Partial<PushMessage> | null;
  return Boolean(m) && m?.kind === "push" && [m.threadId, m.fromId, m.toId].every((n) => Number.isSafeInteger(n));
}
