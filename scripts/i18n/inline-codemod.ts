// One-time codemod (issue 44): every read of a message by `ns.key` becomes a descriptor written where the text is used,
// `/*i18n*/ { id: "ns.key", message: "English" }`. Reads found with the type checker:
//   t("key", v)            (t from icu/plain/formatterFor: its first parameter is a namespace's key union)
//   m.key / m["key"]       (a property declared in an en*.ts namespace)
//   formatMessage(lang, "ns", "key", v)
// Prints what it could not rewrite. Usage: npx tsx scripts/i18n/inline-codemod.ts [--write]
import { readFileSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import ts from "typescript";
import { en } from "../../app/lib/i18n/en";

const root = resolve(import.meta.dirname, "../..");
const write = process.argv.includes("--write");
const config = ts.getParsedCommandLineOfConfigFile(resolve(root, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
const program = ts.createProgram(config.fileNames, config.options);
const checker = program.getTypeChecker();

const catalogue = en as unknown as Record<string, Record<string, string>>;
const keySets = new Map(Object.entries(catalogue).map(([ns, m]) => [ns, new Set(Object.keys(m))]));
const isEnFile = (f: string) => /app\/lib\/i18n\/en(-[a-z]+)?\.ts$/.test(f);

/** The namespace and key an en*.ts property declaration is, or null. */
function enPropertyOf(decl: ts.Declaration): { ns: string; key: string } | null {
  const file = decl.getSourceFile().fileName;
  if (!isEnFile(file) || !ts.isPropertyAssignment(decl)) return null;
  const key = ts.isIdentifier(decl.name) || ts.isStringLiteral(decl.name) ? decl.name.text : null;
  const obj = decl.parent;
  const nsProp = obj.parent;
  if (!key || !ts.isObjectLiteralExpression(obj) || !ts.isPropertyAssignment(nsProp)) return null;
  const ns = ts.isIdentifier(nsProp.name) || ts.isStringLiteral(nsProp.name) ? nsProp.name.text : null;
  if (!ns || !keySets.get(ns)?.has(key)) return null;
  return { ns, key };
}

function messageRead(node: ts.Node): { ns: string; key: string } | null {
  const sym = checker.getSymbolAtLocation(node);
  if (!sym) return null;
  const decls = [...(sym.declarations ?? []), ...checker.getRootSymbols(sym).flatMap((s) => s.declarations ?? [])];
  for (const d of decls) {
    const found = enPropertyOf(d);
    if (found) return found;
  }
  return null;
}

/** The namespace whose key set a literal union type is (a `t`'s first parameter). */
function namespaceOfKeyUnion(type: ts.Type): string | null {
  const parts = type.isUnion() ? type.types : [type];
  const values = new Set<string>();
  for (const p of parts) {
    if (p.isStringLiteral()) values.add(p.value);
    else if (p.flags & ts.TypeFlags.Intersection) {
      for (const q of (p as ts.IntersectionType).types) if (q.isStringLiteral()) values.add(q.value);
    } else if (p.flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) return null;
    // Object members of the union (a toast's `MessageRef | { text }`) are other forms of the same value: skipped.
  }
  if (values.size === 0) return null;
  const hits = [...keySets].filter(([, keys]) => keys.size === values.size && [...values].every((v) => keys.has(v)));
  return hits.length === 1 ? hits[0]![0] : hits.length > 1 ? `AMBIGUOUS:${hits.map((h) => h[0]).join("|")}` : null;
}

const quote = (s: string) => JSON.stringify(s);
const descriptor = (ns: string, key: string) => `/*i18n*/ { id: ${quote(`${ns}.${key}`)}, message: ${quote(catalogue[ns]![key]!)} }`;

type Edit = { start: number; end: number; text: string };
const edits = new Map<string, Edit[]>();
const unresolved: string[] = [];
const counts = { call: 0, literal: 0, prop: 0, element: 0, formatMessage: 0, binding: 0 };
/** Literals already rewritten by the call path (by start position). */
const done = new Set<number>();
/** A string literal used as a value: not a type, a property name, an import, a case label or an index. */
function literalInValuePosition(node: ts.Node): boolean {
  const p = node.parent;
  if (ts.isLiteralTypeNode(p) || ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isExternalModuleReference(p)) return false;
  if ((ts.isPropertyAssignment(p) || ts.isPropertySignature(p) || ts.isPropertyDeclaration(p) || ts.isMethodDeclaration(p)) && p.name === node) return false;
  if (ts.isCaseClause(p) || ts.isElementAccessExpression(p) || ts.isComputedPropertyName(p)) return false;
  if (ts.isBinaryExpression(p) && p.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken && p.operatorToken.kind !== ts.SyntaxKind.BarBarToken) return false;
  return true;
}
const add = (sf: ts.SourceFile, e: Edit) => {
  const list = edits.get(sf.fileName) ?? [];
  list.push(e);
  edits.set(sf.fileName, list);
};
const where = (sf: ts.SourceFile, n: ts.Node) => {
  const { line } = sf.getLineAndCharacterOfPosition(n.getStart(sf));
  return `${relative(root, sf.fileName)}:${line + 1}`;
};

/** Unwraps conditional and parenthesised expressions to the string literals at their leaves. */
function literalLeaves(e: ts.Expression): ts.StringLiteral[] | null {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e as ts.StringLiteral];
  if (ts.isParenthesizedExpression(e)) return literalLeaves(e.expression);
  if (ts.isConditionalExpression(e)) {
    const a = literalLeaves(e.whenTrue);
    const b = literalLeaves(e.whenFalse);
    return a && b ? [...a, ...b] : null;
  }
  return null;
}

for (const sf of program.getSourceFiles()) {
  const f = sf.fileName;
  if (!f.startsWith(root) || f.includes("node_modules") || isEnFile(f) || f.includes("/app/locales/") || f.includes("/scripts/i18n/")) continue;
  if (!/\/(app|workers)\//.test(f) || /\.test\.tsx?$/.test(f)) continue;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
      if (name === "formatMessage" && node.arguments.length >= 3 && ts.isStringLiteral(node.arguments[1]!) && ts.isStringLiteral(node.arguments[2]!)) {
        const ns = (node.arguments[1] as ts.StringLiteral).text;
        const key = (node.arguments[2] as ts.StringLiteral).text;
        if (keySets.get(ns)?.has(key)) {
          done.add(node.arguments[1]!.getStart(sf));
          done.add(node.arguments[2]!.getStart(sf));
          add(sf, { start: node.arguments[1]!.getStart(sf), end: node.arguments[2]!.getEnd(), text: descriptor(ns, key) });
          counts.formatMessage++;
        } else unresolved.push(`${where(sf, node)} formatMessage ${ns}.${key}`);
      } else {
        const sig = checker.getResolvedSignature(node);
        const param = sig?.getParameters()[0];
        const first = node.arguments[0]!;
        if (param) {
          const ptype = checker.getTypeOfSymbolAtLocation(param, node);
          const ns = namespaceOfKeyUnion(checker.getNonNullableType(ptype));
          if (ns && !ns.startsWith("AMBIGUOUS")) {
            const leaves = literalLeaves(first);
            if (leaves) {
              for (const l of leaves) {
                if (keySets.get(ns)!.has(l.text)) {
                  done.add(l.getStart(sf));
                  add(sf, { start: l.getStart(sf), end: l.getEnd(), text: descriptor(ns, l.text) });
                  counts.call++;
                } else unresolved.push(`${where(sf, l)} key ${ns}.${l.text} not found`);
              }
            } else unresolved.push(`${where(sf, first)} computed key for ${ns}: ${first.getText(sf).slice(0, 80)}`);
          } else if (ns) unresolved.push(`${where(sf, first)} ${ns}`);
        }
      }
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !done.has(node.getStart(sf)) && literalInValuePosition(node)) {
      const contextual = checker.getContextualType(node);
      const ns = contextual ? namespaceOfKeyUnion(checker.getNonNullableType(contextual)) : null;
      if (ns && !ns.startsWith("AMBIGUOUS") && keySets.get(ns)!.has(node.text)) {
        add(sf, { start: node.getStart(sf), end: node.getEnd(), text: descriptor(ns, node.text) });
        counts.literal++;
      } else if (ns?.startsWith("AMBIGUOUS")) unresolved.push(`${where(sf, node)} ${ns} for "${node.text}"`);
    }
    if (ts.isPropertyAccessExpression(node)) {
      const found = messageRead(node.name);
      if (found) {
        const parent = node.parent;
        if (ts.isBinaryExpression(parent) && parent.left === node && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken)
          unresolved.push(`${where(sf, node)} assignment`);
        else {
          add(sf, { start: node.getStart(sf), end: node.getEnd(), text: `tr(${node.expression.getText(sf)}, ${descriptor(found.ns, found.key)})` });
          counts.prop++;
        }
        return; // the object expression itself is not a message read
      }
    }
    if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression)) {
      const found = messageRead(node.argumentExpression);
      if (found) {
        add(sf, { start: node.getStart(sf), end: node.getEnd(), text: `tr(${node.expression.getText(sf)}, ${descriptor(found.ns, found.key)})` });
        counts.element++;
        return;
      }
    }
    if (ts.isBindingElement(node)) {
      const nameNode = node.propertyName ?? node.name;
      if (ts.isIdentifier(nameNode) || ts.isStringLiteral(nameNode)) {
        const pattern = node.parent;
        const t = checker.getTypeAtLocation(pattern);
        const prop = t.getProperty(nameNode.text);
        const found = prop ? (prop.declarations ?? []).map(enPropertyOf).find(Boolean) : null;
        if (found) {
          unresolved.push(`${where(sf, node)} destructured ${found.ns}.${found.key}`);
          counts.binding++;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

console.log(counts, "files", edits.size);
console.log(`unresolved ${unresolved.length}:\n${unresolved.join("\n")}`);
if (write) {
  for (const [file, list] of edits) {
    let text = readFileSync(file, "utf8");
    list.sort((a, b) => b.start - a.start);
    for (let i = 1; i < list.length; i++) if (list[i]!.end > list[i - 1]!.start) throw new Error(`overlapping edits in ${file}`);
    for (const e of list) text = text.slice(0, e.start) + e.text + text.slice(e.end);
    if (list.some((e) => e.text.startsWith("tr(")) && !/import \{[^}]*\btr\b[^}]*\} from "[^"]*descriptor"/.test(text)) {
      const at = [...text.matchAll(/^import [^;]+;$/gms)].pop();
      const end = at ? at.index! + at[0].length : 0;
      const spec = file.includes("/app/lib/i18n/") ? "./descriptor" : "~/lib/i18n/descriptor";
      text = `${text.slice(0, end)}\nimport { tr } from "${spec}";${text.slice(end)}`;
    }
    writeFileSync(file, text);
  }
}
