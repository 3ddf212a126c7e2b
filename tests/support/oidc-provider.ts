// A real OpenID Connect provider on loopback (the `oidc-provider` package), and a small browser-like client that
// walks its development login and consent screens.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export type OidcAccount = { email: string; given_name?: string; family_name?: string; picture?: string };

export async function startOidcProvider(redirectUri: string, accounts: Record<string, OidcAccount>) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: "greenwood",
        client_secret: "greenwood-secret",
        redirect_uris: [redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name", "name", "picture"] },
    scopes: ["openid", "email", "profile"],
    cookies: { keys: ["test-cookie-key"] },
    findAccount: async (_ctx, id) => {
      const account = accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, email_verified: true, ...account }) };
    },
  });
  server.on("request", provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Cookie jar + manual redirects for the provider's side of the flow. */
export class ProviderBrowser {
  private jar = new Map<string, string>();

  private remember(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(c)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  async request(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.jar.size) headers.set("Cookie", [...this.jar].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(url, { ...init, headers, redirect: "manual" });
    this.remember(res);
    return res;
  }

  /**
   * Follows the provider's redirects from the authorization URL, signing in as `login` and consenting, until it
   * redirects to a URL outside the provider: the callback URL with ?code&state.
   */
  async authorize(authorizationUrl: string, login: string): Promise<string> {
    let url = authorizationUrl;
    const origin = new URL(authorizationUrl).origin;
    for (let hop = 0; hop < 20; hop++) {
      const res = await this.request(url);
      if (res.status >= 300 && res.status < 400) {
        const next = new URL(res.headers.get("Location")!, url).toString();
        if (!next.startsWith(origin)) return next;
        url = next;
        continue;
      }
      const html = await res.text();
      const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
      if (!action) throw new Error(`Unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
      const prompt = html.match(/name="prompt" value="(\w+)"/)?.[1];
      const body = new URLSearchParams({ prompt: prompt ?? "consent" });
      if (prompt === "login") {
        body.set("login", login);
        body.set("password", "any");
      }
      const post = await this.request(new URL(action, url).toString(), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      const next = new URL(post.headers.get("Location")!, url).toString();
      if (!next.startsWith(origin)) return next;
      url = next;
    }
    throw new Error("Too many provider redirects");
  }
}
