// Lingui's extractor for our messages (issue 44): each message is written where it is used, as Lingui's non-macro
// descriptor `/*i18n*/ { id: "ns.key", message: "English" }` (the classic compiler has no Babel/SWC step for the
// macros). `lingui extract` reads them from the code with this extractor and writes the PO files, each message with
// its English as msgid and its `ns.key` as msgctxt (docs/decisions/languages.md); `scripts/i18n/write-english.ts`
// writes the same messages to app/lib/i18n/en.ts, the English the worker and the type check read.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ExtractorType } from "@lingui/conf";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import ts from "typescript";

export type CatalogueMessage = { context: string; message: string; origin: [file: string, line: number] };

/** The id Lingui gives a message with a context: the PO shows msgctxt + msgid, and the worker looks it up by this. */
export const messageId = (message: string, context: string) => generateMessageId(message, context);

const isText = (node: ts.Expression): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

function propertyName(source: ts.SourceFile, name: ts.PropertyName): string {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  throw problem(source, name, "a key must be a name or a string");
}

function problem(source: ts.SourceFile, node: ts.Node, what: string): Error {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  return new Error(`${source.fileName}:${line + 1}: ${what}`);
}

/**
 * Every message written where it is used (issue 44): an object literal marked with Lingui's i18n comment, with an `id` ("ns.key") and a
 * `message` (the English), both string literals. A marked object without them fails the extraction with file:line.
 */
export function readDescriptors(filename: string, code: string = readFileSync(filename, "utf8")): CatalogueMessage[] {
  if (!code.includes("/*i18n*/")) return [];
  const kind = filename.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true, kind);
  const out: CatalogueMessage[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node) && marked(code, node)) {
      const text = (name: string) => {
        const prop = node.properties.find((p) => ts.isPropertyAssignment(p) && propertyName(source, p.name) === name);
        return prop && ts.isPropertyAssignment(prop) && isText(prop.initializer) ? prop.initializer.text : null;
      };
      const id = text("id");
      const message = text("message");
      if (id === null || message === null || !/^\w+\./.test(id))
        throw problem(source, node, 'an /*i18n*/ message needs id: "ns.key" and message: "…" as literals');
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      out.push({ context: id, message, origin: [source.fileName, line] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Whether the trivia before a node holds Lingui's i18n comment. */
const marked = (code: string, node: ts.Node) => code.slice(node.pos, node.getStart()).includes("/*i18n*/");

/** The files whose messages make the catalogue: the site's code, not its tests, compiled catalogues or generated English. */
export const isSourceFile = (filename: string) =>
  /\.tsx?$/.test(filename) &&
  !/\.(test|spec)\.tsx?$/.test(filename) &&
  !/[\\/]app[\\/]locales[\\/]/.test(filename) &&
  !/[\\/]app[\\/]lib[\\/]i18n[\\/]en\.ts$/.test(filename);

/** The source files under `root`'s app/ and workers/ (what lingui.config.ts includes). */
export function sourceFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : walk(file);
      return isSourceFile(file) ? [file] : [];
    });
  return ["app", "workers"]
    .map((d) => path.join(root, d))
    .filter((d) => existsSync(d))
    .flatMap(walk)
    .sort();
}

/**
 * Every message of the code under `root`, once each by id, in the order of the files; throws when one id is written with
 * two different messages (file:line of both).
 */
export function sourceCatalogue(root: string): Map<string, CatalogueMessage> {
  const byContext = new Map<string, CatalogueMessage>();
  for (const file of sourceFiles(root)) {
    for (const m of readDescriptors(file)) {
      const seen = byContext.get(m.context);
      if (seen && seen.message !== m.message)
        throw new Error(
          `${m.origin.join(":")}: ${m.context} is written as ${JSON.stringify(m.message)}, but as ${JSON.stringify(seen.message)} at ${seen.origin.join(":")}`,
        );
      if (!seen) byContext.set(m.context, { ...m, origin: [path.relative(root, m.origin[0]), m.origin[1]] });
    }
  }
  return byContext;
}

/** The extractor `lingui.config.ts` names: the descriptors of every source file. */
export const catalogueExtractor: ExtractorType = {
  match: isSourceFile,
  extract(filename, code, onMessageExtracted) {
    for (const { context, message, origin } of readDescriptors(filename, code)) {
      onMessageExtracted({ id: messageId(message, context), message, context, origin });
    }
  },
};
