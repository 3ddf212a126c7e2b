// An import run's summary in the reader's language (issue 44): the same counts give the admin's English, word for word
// as before, and Spanish from the `imports` messages.
import { describe, expect, it } from "vitest";
import { formatterFor } from "~/lib/i18n/catalogue.server";
import { importSummary, placesSummary, withSkipTotal } from "./import-summary";

const en = formatterFor("en", "imports");
const es = formatterFor("es", "imports");

describe("import summaries", () => {
  it("words the counts and each reason for skipping", () => {
    const counts = withSkipTotal({ found: 12, created: 3, updated: 2, unchanged: 3, skippedOutsideTown: 2, skippedDuplicate: 2 });
    expect(importSummary(counts, en)).toBe("Found 12: 3 new, 2 updated, 3 unchanged, 4 skipped (2 outside the town's area, 2 listed twice)");
    expect(importSummary(counts, es)).toBe(
      "Encontrados 12: 3 nuevos, 2 actualizados, 3 sin cambios, 4 omitidos (2 fuera del área de la ciudad, 2 repetidos)",
    );
    expect(importSummary({ found: 2, created: 2, updated: 0, skipped: 0 }, en)).toBe("Found 2: 2 new, 0 updated, 0 skipped");
    expect(importSummary(null, en)).toBe("");
  });

  it("the places sync counts places, one or many", () => {
    expect(placesSummary({ found: 1, created: 0, updated: 0, skipped: 1, skippedOutsideTown: 1 }, en)).toBe(
      "Found 1 place: 0 new, 0 updated, 1 skipped (1 outside the town's area).",
    );
    expect(placesSummary({ found: 25, created: 25 }, en)).toBe("Found 25 places: 25 new, 0 updated, 0 skipped.");
    expect(placesSummary({ found: 25, created: 25 }, es)).toBe("Encontrados 25 lugares: 25 nuevos, 0 actualizados, 0 omitidos.");
  });
});
