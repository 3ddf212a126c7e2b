// The linter stops new interface English (issue 44, eslint-rules/no-english-text.js): each kind of text a reader meets,
// written in English in a route, a component, the map script or a mail template, is refused; words from the page's
// messages, what people wrote (inside a `lang` mark), class names, URLs and the allow-list's names pass.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function englishErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "local/no-english-text").map((m) => m.message);
}

describe("no-english-text", { timeout: 60_000 }, () => {
  it.each([
    ["JSX text in a route", "app/routes/english-probe.tsx", "export const X = () => <h1>Sign out?</h1>;\n"],
    ["JSX text in a component", "app/components/english-probe.tsx", 'export const X = () => <a href="/emergency">More</a>;\n'],
    ["a string child", "app/routes/english-probe.tsx", 'export const X = () => <p>{"Nothing is waiting on you."}</p>;\n'],
    ["a template child", "app/routes/english-probe.tsx", "export const X = ({ site }: { site: string }) => <a>{`More events at ${site}`}</a>;\n"],
    [
      "either side of a conditional",
      "app/routes/english-probe.tsx",
      'export const X = ({ p }: { p: boolean }) => <span>{p ? "Premium" : 4}</span>;\n',
    ],
    ["an aria-label", "app/components/english-probe.tsx", 'export const X = () => <div role="progressbar" aria-label="Loading" />;\n'],
    ["a placeholder", "app/routes/english-probe.tsx", 'export const X = () => <input placeholder="Your name" />;\n'],
    [
      "the map script's status line",
      "app/map-client/english-probe.ts",
      'export const f = (s: HTMLElement) => { s.textContent = "Finding where you are…"; };\n',
    ],
    [
      "the map script's tooltip",
      "app/map-client/english-probe.ts",
      'export const f = (m: { bindTooltip(t: string): void }) => m.bindTooltip("You are here");\n',
    ],
    ["a mail template", "app/components/mail/english-probe.tsx", "export const X = () => <p>Thanks for reading</p>;\n"],
    [
      "a page marked English as a whole",
      "app/routes/english-probe.tsx",
      'export const X = () => <html lang="en"><body><p>No upcoming events.</p></body></html>;\n',
    ],
  ])("refuses: %s", async (_name, filePath, code) => {
    expect(await englishErrors(filePath, code)).toHaveLength(1);
  });

  it("passes messages, what people wrote, class names, URLs and allowed names", async () => {
    const code = [
      "export const X = ({ t, title }: { t: (k: string) => string; title: string }) => (",
      '  <section className="mt-8 rounded-lg border" aria-label={t("quickActions")}>',
      '    <h2>{t("waitingTitle")}</h2>',
      '    <p lang="en">Written by a neighbour</p>',
      "    <p>{title}</p>",
      '    <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> · 911 · USD',
      "  </section>",
      ");",
      "",
    ].join("\n");
    expect(await englishErrors("app/routes/english-ok.tsx", code)).toEqual([]);
  });
});
