import { describe, expect, it } from "vitest";
import { truncate } from "./text";

describe("truncate", () => {
  it("leaves short text alone", () => {
    expect(truncate("Farmers market on Saturday", 80)).toBe("Farmers market on Saturday");
    expect(truncate(null, 10)).toBe("");
  });
  it("cuts at a word boundary and ends with one '…' character, within the limit", () => {
    const cut = truncate("The Greenwood farmers market opens on Saturday morning at the old train depot", 40);
    expect(cut).toBe("The Greenwood farmers market opens on…");
    expect(cut.length).toBeLessThanOrEqual(40);
  });
  it("drops trailing punctuation before the ellipsis", () => {
    expect(truncate("Roads closed, detours posted, expect delays downtown", 30)).toBe("Roads closed, detours posted…");
  });
  it("cuts inside a word only when one word is longer than the space", () => {
    expect(truncate("Supercalifragilisticexpialidocious", 10)).toBe("Supercali…");
  });
});
