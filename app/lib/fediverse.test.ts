import { describe, expect, it } from "vitest";
import { authorizeInteractionUrl, handleOf, isFederationPath, replySaysGoing, serverName } from "./fediverse";

describe("the fediverse's pure rules", () => {
  it("forwards only the federation's URLs", () => {
    for (const p of ["/.well-known/webfinger", "/.well-known/nodeinfo", "/nodeinfo/2.1", "/ap/actors/events", "/ap/inbox"])
      expect(isFederationPath(p), p).toBe(true);
    for (const p of ["/apply", "/api/events", "/.well-known/security.txt", "/events"]) expect(isFederationPath(p), p).toBe(false);
  });

  it("reads a server name as people type it, and refuses what is no host name", () => {
    expect(serverName.parse(" https://Mastodon.Social/ ")).toBe("mastodon.social");
    expect(serverName.parse("@me@fosstodon.org")).toBe("fosstodon.org");
    for (const bad of ["", "mastodon", "not a server", "exa_mple.com", "javascript:alert(1)"])
      expect(serverName.safeParse(bad).success, bad).toBe(false);
  });

  it("writes the handle and the follow page", () => {
    expect(handleOf("events", "https://greenwood.example")).toBe("@events@greenwood.example");
    expect(authorizeInteractionUrl("mastodon.social", "events@greenwood.example")).toBe(
      "https://mastodon.social/authorize_interaction?uri=events%40greenwood.example",
    );
  });

  it("tells a reply that says going from one that says not", () => {
    expect(replySaysGoing("@events I'm going!")).toBe(true);
    expect(replySaysGoing("Count me in")).toBe(true);
    expect(replySaysGoing("Sorry, not going this time")).toBe(false);
    expect(replySaysGoing("Can't go, sadly")).toBe(false);
    expect(replySaysGoing("What time does it start?")).toBe(false);
  });
});
