// One-time helper of the codemod (issue 44): a zod message still written as its `validation` key ("Title is
// required") becomes `rule(/*i18n*/ { id: "validation.Title is required", message: "Title is required" })`, which is the
// same string at run time. Positions: an argument of a zod check, a `message`/`required_error`/`invalid_type_error`
// property, or a value of a `…MESSAGES`/`M` map. Usage: npx tsx scripts/i18n/fix-zod-messages.ts [--write]
import { execSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import ts from "typescript";
import { en } from "../../app/lib/i18n/en";

const keys = new Set(Object.keys(en.validation));
const CHECKS = new Set(["min", "max", "length", "regex", "refine", "email", "url", "nonempty", "int", "positive", "nonnegative", "gt", "gte", "lt", "lte", "startsWith", "endsWith", "includes", "datetime", "date", "transform", "pipe", "uuid", "trim", "multipleOf", "finite", "safe", "literal", "enum", "nativeEnum", "string", "number", "boolean", "array", "object"]);
const MESSAGE_PROPS = new Set(["message", "required_error", "invalid_type_error", "required", "tooLong", "tooShort", "invalid", "error"]);
const files = execSync("git ls-files app workers | grep -E '\\.tsx?$' | grep -v '\\.test\\.' | grep -v 'app/lib/i18n/'", { encoding: "utf8" }).trim().split("\n");
let total = 0;
for (const file of files) {
  const code = readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) && keys.has(node.text)) {
      const p = node.parent;
      let hit = false;
      if (ts.isCallExpression(p) && p.arguments.includes(node)) {
        const callee = p.expression;
        const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : "";
        hit = CHECKS.has(name);
      } else if (ts.isPropertyAssignment(p) && p.initializer === node) {
        const prop = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : "";
        const obj = p.parent;
        const decl = obj.parent;
        const mapName = ts.isVariableDeclaration(decl) && ts.isIdentifier(decl.name) ? decl.name.text : "";
        // A descriptor's own `message` (an object with an `id`) is what it is already.
        const isDescriptor = ts.isObjectLiteralExpression(obj) && obj.properties.some((q) => q.name && ts.isIdentifier(q.name) && q.name.text === "id");
        hit = !isDescriptor && (MESSAGE_PROPS.has(prop) || /MESSAGES$|^M$/.test(mapName));
      } else if (ts.isAsExpression(p) && ts.isPropertyAssignment(p.parent)) {
        hit = false;
      }
      if (hit) edits.push({ start: node.getStart(sf), end: node.getEnd(), text: `rule(/*i18n*/ { id: ${JSON.stringify(`validation.${node.text}`)}, message: ${JSON.stringify(node.text)} })` });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (!edits.length) continue;
  total += edits.length;
  console.log(file, edits.length);
  if (!process.argv.includes("--write")) continue;
  let out = code;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  if (!/import \{[^}]*\brule\b[^}]*\} from "[^"]*i18n\/rule"/.test(out)) {
    const last = [...out.matchAll(/^import [^;]+;$/gms)].pop();
    const end = last ? last.index! + last[0].length : 0;
    out = `${out.slice(0, end)}\nimport { rule } from "~/lib/i18n/rule";${out.slice(end)}`;
  }
  writeFileSync(file, out);
}
console.log("total", total);
