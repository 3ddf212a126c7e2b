// A loopback server that speaks the part of Resend's HTTP API we call: POST /emails with a Bearer key, answering
// {"id"}, and POST /emails/batch (an array of up to 100 mails, answering {"data": [{"id"}…]}). It can be told to fail
// the next N requests with a 500, to test retries.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type SentMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
};

export async function startMailServer(key = "re_test_greenwood") {
  const sent: SentMail[] = [];
  /** Each accepted batch call: its Idempotency-Key and how many mails it held. */
  const batches: { idempotencyKey: string; size: number }[] = [];
  let requests = 0;
  let failNext = 0;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    requests++;
    if (req.method !== "POST" || (req.url !== "/emails" && req.url !== "/emails/batch"))
      return reply(404, { name: "not_found", message: "Not found" });
    if (req.headers.authorization !== `Bearer ${key}`) return reply(401, { name: "missing_api_key", message: "Missing API key" });
    if (failNext > 0) {
      failNext--;
      return reply(500, { name: "internal_server_error", message: "Something went wrong" });
    }
    if (req.url === "/emails/batch") {
      const mails = JSON.parse(Buffer.concat(chunks).toString("utf8")) as SentMail[];
      if (!Array.isArray(mails) || mails.length === 0 || mails.length > 100)
        return reply(422, { name: "validation_error", message: "Between 1 and 100 emails" });
      if (mails.some((m) => !m.from || !Array.isArray(m.to) || !m.subject || !m.text))
        return reply(422, { name: "validation_error", message: "Missing fields" });
      const idempotencyKey = String(req.headers["idempotency-key"] ?? "");
      batches.push({ idempotencyKey, size: mails.length });
      const data = mails.map((m) => {
        sent.push({ ...m, idempotencyKey });
        return { id: `email_${sent.length}` };
      });
      return reply(200, { data });
    }
    const mail = JSON.parse(Buffer.concat(chunks).toString("utf8")) as SentMail;
    if (!mail.from || !Array.isArray(mail.to) || !mail.subject || !mail.text)
      return reply(422, { name: "validation_error", message: "Missing fields" });
    sent.push({ ...mail, idempotencyKey: String(req.headers["idempotency-key"] ?? "") });
    reply(200, { id: `email_${sent.length}` });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    key,
    sent,
    batches,
    /** Every request received, failed ones included. */
    requests: () => requests,
    failNext(n: number) {
      failNext = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
