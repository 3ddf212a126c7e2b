// The catalogues Lingui makes (docs/decisions/languages.md): a message is written in the code where it is used;
// scripts/i18n/write-english.ts gathers the English, `lingui extract` with our extractor writes msgctxt ns.key + msgid
// English, `npm run i18n:missing` fails on an untranslated or unextracted message or a stale en.ts, and what the worker
// loads says what the Spanish PO file says.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { formatter } from "@lingui/format-po";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue, compiledFor, formatMessage, messagesFor } from "~/lib/i18n/catalogue.server";
import { messageId as workerMessageId } from "~/lib/i18n/message-id";
import { messageId } from "../../scripts/i18n/catalogue-extractor";

const repo = process.cwd();
const bin = (name: string) => path.join(repo, "node_modules/.bin", name);

function run(command: string, args: string[]) {
  const result = spawnSync(bin(command), args, { cwd: repo, encoding: "utf8", timeout: 60_000 });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe("a small catalogue through lingui extract, compile and i18n:missing", { timeout: 120_000 }, () => {
  let root: string;
  const code = (extra = "") =>
    `export const words = [\n  /*i18n*/ { id: "shell.loading", message: "Loading" },\n  /*i18n*/ { id: "shell.hello", message: "Hello {name}" },\n${extra}  /*i18n*/ { id: "events.loading", message: "Loading" },\n];\n`;
  const po = () => readFileSync(path.join(root, "app/locales/es/messages.po"), "utf8");
  const writePo = (text: string) => writeFileSync(path.join(root, "app/locales/es/messages.po"), text);
  const extract = () => {
    const english = run("tsx", ["scripts/i18n/write-english.ts", "--root", root]);
    return english.status === 0 ? run("lingui", ["extract", "--config", path.join(root, "lingui.config.ts")]) : english;
  };
  const compile = () => run("lingui", ["compile", "--config", path.join(root, "lingui.config.ts")]);
  const missing = () => run("tsx", ["scripts/i18n/missing.ts", "--root", root]);

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "lingui-catalogues-"));
    mkdirSync(path.join(root, "app/lib/i18n"), { recursive: true });
    writeFileSync(path.join(root, "app/page.tsx"), code());
    const extractor = JSON.stringify(path.join(repo, "scripts/i18n/catalogue-extractor.ts"));
    writeFileSync(
      path.join(root, "lingui.config.ts"),
      `import { catalogueExtractor } from ${extractor};\nexport default { sourceLocale: "en", locales: ["en", "es"], compileNamespace: "ts", ` +
        `extractors: [catalogueExtractor], catalogs: [{ path: "<rootDir>/app/locales/{locale}/messages", include: ["<rootDir>/app"], exclude: ["<rootDir>/app/lib/i18n/en.ts", "<rootDir>/app/locales/**"] }] };\n`,
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("extracts each message with its ns.key as msgctxt and its English as msgid", () => {
    expect(extract().status).toBe(0);
    const text = po();
    expect(text).toContain('msgctxt "shell.loading"\nmsgid "Loading"\nmsgstr ""');
    expect(text).toContain('msgctxt "events.loading"\nmsgid "Loading"\nmsgstr ""');
    expect(text).toContain('msgctxt "shell.hello"\nmsgid "Hello {name}"\nmsgstr ""');
    expect(text).toContain("#: app/page.tsx:3");
    expect(readFileSync(path.join(root, "app/lib/i18n/en.ts"), "utf8")).toMatch(
      /events: \{\s+loading: "Loading",\s+\},\s+shell: \{\s+hello: "Hello \{name\}",\s+loading: "Loading",/,
    );
    expect(text).not.toContain("js-lingui-explicit-id");
  });

  it("fails while a message is untranslated, passes when the PO and its compiled catalogue are complete", () => {
    const untranslated = missing();
    expect(untranslated.status).toBe(1);
    expect(untranslated.out).toContain("es: 3 untranslated of 3 messages");
    writePo(
      po()
        .replace('msgid "Hello {name}"\nmsgstr ""', 'msgid "Hello {name}"\nmsgstr "Hola {name}"')
        .replaceAll('msgid "Loading"\nmsgstr ""', 'msgid "Loading"\nmsgstr "Cargando"'),
    );
    expect(compile().status).toBe(0);
    const done = missing();
    expect(done.out).toContain("es: 0 untranslated of 3 messages");
    expect(done.status).toBe(0);
  });

  it("fails on an empty msgstr", () => {
    const complete = po();
    writePo(complete.replace('msgstr "Hola {name}"', 'msgstr ""'));
    const result = missing();
    expect(result.status).toBe(1);
    expect(result.out).toContain("es: 1 untranslated of 3 messages");
    expect(result.out).toContain("shell.hello");
    writePo(complete);
  });

  it("fails on a translation that names a value the English does not give", () => {
    const complete = po();
    writePo(complete.replace('msgstr "Hola {name}"', 'msgstr "Hola {nombre}"'));
    const result = missing();
    expect(result.status).toBe(1);
    expect(result.out).toContain("shell.hello uses {nombre}");
    writePo(complete);
  });

  it("fails on a message written in the code but not extracted, and on a stale compiled catalogue", () => {
    writeFileSync(path.join(root, "app/page.tsx"), code('  /*i18n*/ { id: "shell.close", message: "Close" },\n'));
    const notExtracted = missing();
    expect(notExtracted.status).toBe(1);
    expect(notExtracted.out).toContain("app/lib/i18n/en.ts is not what the code says: run `npm run i18n:extract`");
    expect(notExtracted.out).toMatch(/es: 1 message\(s\) \(shell\.close\) not in app\/locales\/es\/messages\.po: run `npm run i18n:extract`/);
    expect(extract().status).toBe(0);
    writePo(po().replace('msgid "Close"\nmsgstr ""', 'msgid "Close"\nmsgstr "Cerrar"'));
    const stale = missing();
    expect(stale.status).toBe(1);
    expect(stale.out).toContain("es: app/locales/es/messages.ts is not what the PO says: run `npx lingui compile`");
    expect(compile().status).toBe(0);
    expect(missing().status).toBe(0);
  });

  it("refuses one id written with two different messages, naming both places", () => {
    writeFileSync(path.join(root, "app/other.tsx"), `export const x = /*i18n*/ { id: "shell.loading", message: "Loading…" };\n`);
    const both = extract();
    expect(both.status).not.toBe(0);
    expect(both.out).toMatch(/shell\.loading is written as "Loading(…)?", but as "Loading(…)?" at /);
    expect(both.out).toMatch(/app\/page\.tsx:2/);
    expect(both.out).toMatch(/app\/other\.tsx:1/);
    rmSync(path.join(root, "app/other.tsx"));
  });
});

describe("the worker's Spanish is the PO's Spanish", () => {
  const read = (locale: string) =>
    formatter().parse(readFileSync(`app/locales/${locale}/messages.po`, "utf8"), { locale, sourceLocale: "en", filename: "messages.po" });

  it.each([
    ["shell", "loading", "Cargando"],
    ["shell", "search", "Buscar"],
    ["badRequest", "Invalid claim", "Reclamación no válida"],
    ["places", "pageOf", "Página {page} de {pages}"],
  ] as const)("%s.%s", async (ns, key, spanish) => {
    const english = (catalogue("en")[ns] as Record<string, string>)[key];
    const entry = (await read("es"))[messageId(english!, `${ns}.${key}`)];
    expect(entry).toMatchObject({ context: `${ns}.${key}`, message: english, translation: spanish });
    expect((messagesFor("es", ns) as Record<string, string>)[key]).toBe(spanish);
  });

  it("the worker's message id is Lingui's, for every message", () => {
    const pairs = Object.entries(catalogue("en")).flatMap(([ns, messages]) =>
      Object.entries(messages as Record<string, string>).map(([k, text]) => [text, `${ns}.${k}`]),
    );
    expect(pairs.length).toBeGreaterThan(2000);
    expect(pairs.filter(([text, context]) => workerMessageId(text!, context!) !== generateMessageId(text!, context))).toEqual([]);
  });

  it("formats plurals from the compiled catalogue", () => {
    expect(formatMessage("es", { id: "places.placesHere", message: "" }, { count: 3 })).toBe("3 lugares aquí");
    expect(formatMessage("es", { id: "places.placesHere", message: "" }, { count: 1 })).toBe("1 lugar aquí");
    expect(compiledFor("en", "shell").loading).toEqual(["Loading"]);
  });
});
