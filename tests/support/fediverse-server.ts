// A second fediverse server on loopback, built with Fedify itself (in Node): one person, alice, who looks up, follows,
// answers and undoes, and an inbox that keeps every activity it accepted. Fedify's inbox refuses a request whose
// HTTP signature does not verify against the sender's published key (401), so whatever lands in `received` was signed
// by the site's actor.
import "./array-buffer-transfer";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  Accept,
  type Activity,
  Create,
  createFederation,
  Delete,
  Endpoints,
  Follow,
  generateCryptoKeyPair,
  Join,
  LanguageString,
  MemoryKvStore,
  Note,
  Person,
  Undo,
  Update,
  signRequest,
  type Actor,
  type Context,
} from "@fedify/fedify";

/**
 * JSON-LD contexts that payloads from other software name and the tests cannot fetch (no internet): the loopback
 * server serves copies (tests/fixtures/activitypub/README.md says where each comes from).
 */
const CONTEXTS: Record<string, string> = {
  "/contexts/litepub.jsonld": "litepub-0.1.jsonld",
  "/contexts/webfinger.jsonld": "webfinger-context.jsonld",
};
const fixture = (name: string) => readFileSync(new URL(`../fixtures/activitypub/${name}`, import.meta.url), "utf8");

export type Received = { type: string; id: string | null; json: Record<string, unknown>; signature: string | null };

/** Node's request as a fetch Request (Fedify speaks fetch). */
async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  const body = req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks);
  return new Request(new URL(req.url ?? "/", origin), { method: req.method, headers, body });
}

async function send(res: ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Starts the server on `host` ("127.0.0.1" or "localhost": two servers on two names make two domains for the block
 * list) and a free port.
 */
export async function startFediverseServer(host = "127.0.0.1") {
  const received: Received[] = [];
  /** What the inbox could not take (a listener's error), for a failing test's message. */
  const errors: string[] = [];
  const keys = await generateCryptoKeyPair("RSASSA-PKCS1-v1_5");
  let origin = "";
  let federation: ReturnType<typeof createFederation<void>> | null = null;
  const server = createServer((req, res) => {
    void (async () => {
      const served = CONTEXTS[new URL(req.url ?? "/", origin).pathname];
      if (served) {
        res.writeHead(200, { "Content-Type": "application/ld+json" });
        res.end(fixture(served).replaceAll("https://purl.archive.org/socialweb/webfinger", `${origin}/contexts/webfinger.jsonld`));
        return;
      }
      const request = await toRequest(req, origin);
      const signature = request.headers.get("signature") ?? request.headers.get("signature-input");
      const response = await federation!.fetch(request, { contextData: undefined });
      if (request.method === "POST" && response.status < 300) {
        const last = received.at(-1);
        if (last && last.signature === null) last.signature = signature;
      }
      await send(res, response);
    })().catch((error) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  federation = createFederation<void>({ kv: new MemoryKvStore(), origin, allowPrivateAddress: true });
  federation
    .setActorDispatcher("/users/{identifier}", (ctx, identifier) =>
      identifier === "alice"
        ? ctx.getActorKeyPairs(identifier).then(
            (pairs) =>
              new Person({
                id: ctx.getActorUri(identifier),
                preferredUsername: identifier,
                name: "Alice Tester",
                inbox: ctx.getInboxUri(identifier),
                endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
                publicKey: pairs[0]?.cryptographicKey,
              }),
          )
        : null,
    )
    .setKeyPairsDispatcher((_ctx, identifier) => (identifier === "alice" ? [keys] : []));
  const keep = async (_ctx: Context<void>, activity: Activity) => {
    received.push({
      type: activity.constructor.name,
      id: activity.id?.href ?? null,
      json: (await activity.toJsonLd({ format: "compact" })) as Record<string, unknown>,
      signature: null,
    });
  };
  federation
    .setInboxListeners("/users/{identifier}/inbox", "/inbox")
    .on(Accept, keep)
    .on(Create, keep)
    .on(Update, keep)
    .on(Delete, keep)
    .onError((_ctx, error) => {
      errors.push(String(error));
    });

  const ctx = () => federation!.createContext(new URL(origin), undefined);
  const alice = () => ctx().getActorUri("alice");

  return {
    origin,
    host: new URL(origin).host,
    received,
    errors,
    alice,
    /** The handle's actor, found the way Mastodon's search does: WebFinger, then the actor document. */
    async lookUp(handle: string, site: string): Promise<{ webfinger: Record<string, unknown>; actor: Actor }> {
      const acct = handle.replace(/^@/, "");
      const res = await fetch(`${site}/.well-known/webfinger?resource=${encodeURIComponent(`acct:${acct}`)}`);
      if (!res.ok) throw new Error(`WebFinger answered ${res.status}`);
      const webfinger = (await res.json()) as { links: { rel: string; type?: string; href: string }[] };
      const self = webfinger.links.find((l) => l.rel === "self" && l.type === "application/activity+json");
      if (!self) throw new Error("no self link");
      const actor = await ctx().lookupObject(self.href);
      if (!actor || !("inboxId" in actor)) throw new Error(`no actor at ${self.href}`);
      return { webfinger, actor: actor as Actor };
    },
    follow(actor: Actor) {
      const follow = new Follow({ id: new URL(`${origin}/follows/${Date.now()}`), actor: alice(), object: actor.id });
      return ctx()
        .sendActivity({ identifier: "alice" }, actor, follow)
        .then(() => follow);
    },
    unfollow(actor: Actor, follow: Follow) {
      return ctx().sendActivity(
        { identifier: "alice" },
        actor,
        new Undo({ id: new URL(`${origin}/undo/${Date.now()}`), actor: alice(), object: follow }),
      );
    },
    /** A poll vote as Mastodon sends it: a Note that names the option and replies to the Question. */
    vote(actor: Actor, question: string, option: string) {
      const note = new Note({
        id: new URL(`${origin}/votes/${Date.now()}`),
        attribution: alice(),
        name: option,
        replyTarget: new URL(question),
        to: actor.id,
      });
      return ctx().sendActivity(
        { identifier: "alice" },
        actor,
        new Create({ id: new URL(`${note.id?.href}/activity`), actor: alice(), object: note, to: actor.id }),
      );
    },
    /** A plain reply to one of the site's posts, as Mastodon sends it: a Note with HTML content in a language. */
    reply(actor: Actor, inReplyTo: string, html: string, language = "en") {
      const note = new Note({
        id: new URL(`${origin}/statuses/${Date.now()}-${Math.random().toString(36).slice(2, 8)}`),
        attribution: alice(),
        contents: [new LanguageString(html, language)],
        replyTarget: new URL(inReplyTo),
        url: new URL(`${origin}/@alice/${Date.now()}`),
        to: actor.id,
      });
      return ctx()
        .sendActivity(
          { identifier: "alice" },
          actor,
          new Create({ id: new URL(`${note.id?.href}/activity`), actor: alice(), object: note, to: actor.id }),
        )
        .then(() => note);
    },
    /**
     * Another project's payload (tests/fixtures/activitypub/), its ids and hosts rewritten by `rewrite`, signed with
     * alice's key (draft-cavage HTTP signature, as Mastodon signs) and posted to `inbox`. The contexts it names that
     * nobody can fetch here are served by this server.
     */
    async deliverFixture(name: string, inbox: string, rewrite: Record<string, string>) {
      let text = fixture(name).replaceAll("https://litepub.social/litepub/context.jsonld", `${origin}/contexts/litepub.jsonld`);
      // Longest first, so a prefix never replaces inside a longer match.
      for (const [from, to] of Object.entries(rewrite).sort((a, b) => b[0].length - a[0].length)) text = text.replaceAll(from, to);
      const json = JSON.parse(text) as Record<string, unknown>;
      const request = new Request(inbox, {
        method: "POST",
        headers: { "Content-Type": "application/activity+json", Accept: "application/activity+json" },
        body: JSON.stringify(json),
      });
      const signed = await signRequest(request, keys.privateKey, new URL(`${alice().href}#main-key`));
      return { json, response: await fetch(signed) };
    },
    /** Event software's answer (Mobilizon, Friendica): Join the Event. */
    join(actor: Actor, event: string) {
      return ctx().sendActivity(
        { identifier: "alice" },
        actor,
        new Join({ id: new URL(`${origin}/joins/${Date.now()}`), actor: alice(), object: new URL(event) }),
      );
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export type FediverseServer = Awaited<ReturnType<typeof startFediverseServer>>;
