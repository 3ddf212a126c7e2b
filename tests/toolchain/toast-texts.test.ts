// Every toast text an action writes has a Spanish entry (the `toasts` namespace, or `validation` for a rule's message
// shown as a toast): the calls to flash() and failureToast() are read from the source, with each ${value} filled in.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { toastText, catalogue } from "~/lib/i18n/catalogue.server";

const files = execSync("git ls-files 'app/*.ts' 'app/*.tsx' 'app/**/*.ts' 'app/**/*.tsx'", { encoding: "utf8" })
  .trim()
  .split("\n")
  .filter((f) => !f.includes(".test.") && !f.startsWith("app/lib/i18n/") && !f.startsWith("app/lib/toast"));

/** The English texts of every flash()/failureToast() call: its string literals that read as sentences. */
function toastLiterals(): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const call of source.matchAll(/\b(flash|failureToast)\(/g)) {
      let depth = 0;
      let end = call.index + call[0].length - 1;
      for (; end < source.length; end++) {
        if (source[end] === "(") depth++;
        else if (source[end] === ")" && --depth === 0) break;
      }
      for (const literal of source.slice(call.index, end).matchAll(/"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
        // A template literal's ${…} becomes a sample value; a text with no words of its own (`${a} ${b}`) is skipped.
        const text = literal[1] ?? literal[2].replace(/\$\{[^}]*\}/g, "Sample");
        const words = text.replace(/Sample/g, "");
        if (/^[A-Z"]/.test(text) && /[a-z]{2}/.test(words)) out.set(text, file);
      }
    }
  }
  return out;
}

describe("toasts in Spanish", () => {
  const literals = toastLiterals();

  it("finds the actions' toasts (the scan itself works)", () => {
    expect(literals.get("We've received your message and will respond within 24 hours.")).toBe("app/routes/support.tsx");
    expect(literals.size).toBeGreaterThan(80);
  });

  it("every toast text has a Spanish entry", () => {
    // A word the same in both languages ("Error") is an entry too.
    const missing = [...literals]
      .filter(([text]) => toastText("es", text) === text && !Object.hasOwn(catalogue("es").toasts, text))
      .map(([text, file]) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it("a toast with a value keeps it, and English is unchanged", () => {
    expect(toastText("es", '"Spring Fair" has been saved.')).toBe("«Spring Fair» se guardó.");
    expect(toastText("en", '"Spring Fair" has been saved.')).toBe('"Spring Fair" has been saved.');
  });
});
