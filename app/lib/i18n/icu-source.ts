// A compiled Lingui message written back as ICU MessageFormat. The worker loads catalogues `lingui compile` made
// (app/locales/*/messages.ts), while `plain`, `validationFor` and the English-keyed lookups (known.ts) read messages
// as written: this gives them the text the PO holds (a unit test holds the round trip for every message).
import type { CompiledMessage } from "./format";

type Token = string | [name: string, type?: string, format?: unknown];

/** The ICU source of a compiled message: `["Página ", ["page"]]` → `"Página {page}"`. */
export function icuSource(compiled: CompiledMessage): string {
  return typeof compiled === "string" ? literal(compiled) : (compiled as readonly Token[]).map(token).join("");
}

function token(part: Token): string {
  if (typeof part === "string") return literal(part);
  const [name, type, format] = part;
  if (!type) return `{${name}}`;
  if (format === undefined || format === null) return `{${name}, ${type}}`;
  if (typeof format === "string") return `{${name}, ${type}, ${format}}`;
  const choices = Object.entries(format as Record<string, unknown>);
  const offset = choices.find(([k, v]) => k === "offset" && v !== undefined);
  const cases = choices.filter(([k]) => k !== "offset").map(([k, v]) => `${/^\d+$/.test(k) ? `=${k}` : k} {${icuSource(v as CompiledMessage)}}`);
  return `{${name}, ${type}, ${offset ? `offset:${String(offset[1])} ` : ""}${cases.join(" ")}}`;
}

// Braces in text were quoted in the source ('{'); nothing else needs it.
const literal = (text: string) => text.replace(/[{}]/g, (brace) => `'${brace}'`);
