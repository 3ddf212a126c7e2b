// `npm run i18n:missing` (part of `npm run lint`): each language's untranslated messages, counted from its PO file with
// Lingui's own PO reader, and three checks that the files are in step with the code: every message written in the code
// is in every PO file (else run `npm run i18n:extract`), app/lib/i18n/en.ts is what the code says (the same), and the
// compiled catalogue the worker loads (app/locales/*/messages.ts) is what the PO says (else run `npx lingui compile`).
// Exits 1 on any of them.
// `--root <dir>` reads another tree laid out the same way (the toolchain test's small catalogues).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import type { CatalogType } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import config from "../../lingui.config";
import { messageId, sourceCatalogue, type CatalogueMessage } from "./catalogue-extractor";
import { ENGLISH_FILE, englishIsCurrent } from "./write-english";

const CATALOGUE = (locale: string) => `app/locales/${locale}/messages`;
const count = (n: number) => n.toLocaleString("en-US");

export type Report = { lines: string[]; problems: string[] };

/** The messages written in the code, as `lingui extract` reads them, by Lingui's id. */
export function sourceMessages(root: string): Map<string, CatalogueMessage> {
  return new Map([...sourceCatalogue(root).values()].map((m) => [messageId(m.message, m.context), m]));
}

export async function checkCatalogues(root: string): Promise<Report> {
  const source = sourceMessages(root);
  const report: Report = { lines: [], problems: [] };
  if (!(await englishIsCurrent(root))) report.problems.push(`${ENGLISH_FILE} is not what the code says: run \`npm run i18n:extract\``);
  for (const locale of config.locales ?? []) {
    const file = `${CATALOGUE(locale)}.po`;
    const catalog = await readPo(root, file, locale);
    const live = Object.entries(catalog).filter(([, m]) => !m.obsolete);
    const notExtracted = [...source.keys()].filter((id) => !catalog[id] || catalog[id].obsolete);
    const notInSource = live.filter(([id]) => !source.has(id));
    if (notExtracted.length) report.problems.push(`${locale}: ${describe(notExtracted, source)} not in ${file}: run \`npm run i18n:extract\``);
    if (notInSource.length)
      report.problems.push(`${locale}: ${count(notInSource.length)} message(s) in ${file} no longer in the English: run \`npm run i18n:extract\``);
    if (locale === config.sourceLocale) {
      report.lines.push(`${locale} (source): ${count(live.length)} messages`);
    } else {
      const untranslated = live.filter(([, m]) => !m.translation || (m.extra?.flags as string[] | undefined)?.includes("fuzzy"));
      report.lines.push(`${locale}: ${count(untranslated.length)} untranslated of ${count(live.length)} messages`);
      if (untranslated.length)
        report.problems.push(
          `${locale}: untranslated: ${describe(
            untranslated.map(([id]) => id),
            source,
          )}`,
        );
      report.problems.push(...placeholderProblems(locale, live));
    }
    report.problems.push(...(await compiledProblems(root, locale, live)));
  }
  return report;
}

async function readPo(root: string, file: string, locale: string): Promise<CatalogType> {
  const content = readFileSync(path.join(root, file), "utf8");
  return formatter().parse(content, { locale, sourceLocale: config.sourceLocale ?? "en", filename: file });
}

const describe = (ids: string[], source: Map<string, CatalogueMessage>) =>
  `${count(ids.length)} message(s) (${ids
    .slice(0, 5)
    .map((id) => source.get(id)?.context ?? id)
    .join(", ")}${ids.length > 5 ? ", …" : ""})`;

type Live = [id: string, message: CatalogType[string]][];

// A translation that is not valid ICU, or names a value the English does not give, breaks the page that shows it.
function placeholderProblems(locale: string, live: Live): string[] {
  const problems: string[] = [];
  for (const [id, m] of live) {
    if (!m.translation || !m.message) continue;
    try {
      const extra = [...argumentNames(compileMessage(m.translation))].filter((name) => !argumentNames(compileMessage(m.message ?? "")).has(name));
      if (extra.length) problems.push(`${locale}: ${m.context ?? id} uses {${extra.join("}, {")}}, which the English does not give`);
    } catch (error) {
      problems.push(`${locale}: ${m.context ?? id} is not valid ICU MessageFormat: ${String(error)}`);
    }
  }
  return problems;
}

function argumentNames(compiled: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return into;
  for (const part of compiled) {
    if (!Array.isArray(part)) continue;
    const [name, , choices] = part as [string, string?, unknown?];
    into.add(name);
    if (choices && typeof choices === "object") for (const choice of Object.values(choices)) argumentNames(choice, into);
  }
  return into;
}

// The compiled catalogue holds each message as `lingui compile` made it from the PO (English where untranslated).
async function compiledProblems(root: string, locale: string, live: Live): Promise<string[]> {
  const file = path.join(root, `${CATALOGUE(locale)}.ts`);
  if (!existsSync(file)) return [`${locale}: ${CATALOGUE(locale)}.ts is missing: run \`npx lingui compile\``];
  const { messages } = (await import(pathToFileURL(file).href)) as { messages: Record<string, unknown> };
  const stale = live.filter(([id, m]) => !isDeepStrictEqual(normalise(messages[id]), normalise(compileMessage(m.translation || m.message || ""))));
  const ids = new Set(live.map(([id]) => id));
  const extra = Object.keys(messages).filter((id) => !ids.has(id));
  return stale.length || extra.length ? [`${locale}: ${CATALOGUE(locale)}.ts is not what the PO says: run \`npx lingui compile\``] : [];
}

// compileMessage leaves `offset: undefined` on plurals; the compiled file is JSON, without it.
const normalise = (compiled: unknown): unknown => JSON.parse(JSON.stringify(compiled ?? null));

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const rootAt = process.argv.indexOf("--root");
  const root = rootAt > 0 ? path.resolve(process.argv[rootAt + 1]!) : process.cwd();
  const { lines, problems } = await checkCatalogues(root);
  for (const line of lines) console.log(line);
  for (const problem of problems) console.error(problem);
  process.exitCode = problems.length ? 1 : 0;
}
