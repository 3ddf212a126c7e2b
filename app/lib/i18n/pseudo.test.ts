import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { pseudolocalize } from "./pseudo";

describe("pseudolocalize", () => {
  it("accents every ASCII letter and lengthens the text", () => {
    const out = pseudolocalize("Sign In");
    expect(out).not.toMatch(/[A-Za-z]/);
    expect(out.length).toBeGreaterThan("Sign In".length);
    expect(pseudolocalize("Waiting on You — 3 items!")).toMatch(/^[^A-Za-z]+ — 3 [^A-Za-z]+!$/);
  });

  it("keeps ICU arguments and a plural's # as they are, and accents the plural's cases", () => {
    expect(pseudolocalize("Welcome to {town}")).toMatch(/^[^A-Za-z]+ \{town\}$/);
    const plural = pseudolocalize("{count, plural, one {# place here} other {# places here}}");
    expect(plural).toMatch(/^\{count, plural, one \{# [^A-Za-z{}]+\} other \{# [^A-Za-z{}]+\}\}$/);
    expect(pseudolocalize("{n, number} left")).toMatch(/^\{n, number\} [^A-Za-z]+$/);
    // Still a message Lingui compiles, with the same arguments.
    expect(JSON.stringify(compileMessage(plural))).toContain('"count"');
  });
});
