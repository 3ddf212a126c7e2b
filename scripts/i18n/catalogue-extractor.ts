// A Lingui extractor for the English catalogues (app/lib/i18n/en*.ts): the classic compiler has no Babel/SWC step for
// Lingui's macros, so the spec's words stay in typed TypeScript objects and `lingui extract` reads them from here.
// Each message goes out with its English as msgid and its `ns.key` path as msgctxt (docs/decisions/languages.md).
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ExtractorType } from "@lingui/conf";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import ts from "typescript";

export type CatalogueMessage = { context: string; message: string; origin: [file: string, line: number] };

const CATALOGUE_FILE = /[\\/]app[\\/]lib[\\/]i18n[\\/]en(-[\w-]+)?\.ts$/;

/** The id Lingui gives a message with a context: the PO shows msgctxt + msgid, and the worker looks it up by this. */
export const messageId = (message: string, context: string) => generateMessageId(message, context);

/** Every message of one English catalogue file; throws on a value that is not a plain string (write it as a literal). */
export function readCatalogue(filename: string, code: string = readFileSync(filename, "utf8")): CatalogueMessage[] {
  const source = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true);
  const out: CatalogueMessage[] = [];
  for (const root of exportedObjects(source)) {
    // A file whose object holds strings is one namespace's messages, reached through the file that names it.
    if (root.properties.every((p) => ts.isPropertyAssignment(p) && isText(p.initializer))) continue;
    for (const prop of root.properties) {
      if (ts.isSpreadAssignment(prop)) continue; // another en-*.ts file, extracted on its own
      if (!ts.isPropertyAssignment(prop)) throw problem(source, prop, "a namespace must be `name: { … }`");
      const ns = propertyName(source, prop.name);
      const value = unwrap(prop.initializer);
      if (ts.isObjectLiteralExpression(value)) out.push(...readNamespace(source, ns, value));
      else if (ts.isIdentifier(value)) out.push(...readImportedNamespace(source, ns, value.text));
      else throw problem(source, prop, `namespace ${ns} is not an object literal`);
    }
  }
  return out;
}

function readNamespace(source: ts.SourceFile, ns: string, object: ts.ObjectLiteralExpression): CatalogueMessage[] {
  return object.properties.map((prop) => {
    if (!ts.isPropertyAssignment(prop)) throw problem(source, prop, `${ns}: a message must be \`key: "text"\``);
    const key = propertyName(source, prop.name);
    if (!isText(prop.initializer)) throw problem(source, prop, `${ns}.${key} is not a string literal`);
    const line = source.getLineAndCharacterOfPosition(prop.getStart(source)).line + 1;
    return { context: `${ns}.${key}`, message: prop.initializer.text, origin: [source.fileName, line] };
  });
}

// `letter: enLetter`: the namespace's messages are the object another catalogue file exports.
function readImportedNamespace(source: ts.SourceFile, ns: string, name: string): CatalogueMessage[] {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || !bindings.elements.some((e) => e.name.text === name)) continue;
    const file = path.resolve(path.dirname(source.fileName), `${statement.moduleSpecifier.text}.ts`);
    const imported = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const object = exportedObjects(imported, name)[0];
    if (!object) throw new Error(`${file}: no exported object ${name}`);
    return readNamespace(imported, ns, object);
  }
  throw new Error(`${source.fileName}: namespace ${ns} names ${name}, which is not imported`);
}

function exportedObjects(source: ts.SourceFile, only?: string): ts.ObjectLiteralExpression[] {
  const found: ts.ObjectLiteralExpression[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const decl of statement.declarationList.declarations) {
      const value = decl.initializer && unwrap(decl.initializer);
      if (value && ts.isObjectLiteralExpression(value) && (!only || (ts.isIdentifier(decl.name) && decl.name.text === only))) found.push(value);
    }
  }
  return found;
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;

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
      if (id === null || message === null || !/^\w+\./.test(id)) throw problem(source, node, "an /*i18n*/ message needs id: \"ns.key\" and message: \"…\" as literals");
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

/** The extractor `lingui.config.ts` names: English catalogue files only. */
export const catalogueExtractor: ExtractorType = {
  match: (filename) => CATALOGUE_FILE.test(filename),
  extract(filename, code, onMessageExtracted) {
    for (const { context, message, origin } of readCatalogue(filename, code)) {
      onMessageExtracted({ id: messageId(message, context), message, context, origin });
    }
  },
};
