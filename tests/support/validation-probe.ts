// A test helper: every message the form schemas give for awkward input, found by submitting each field
// with a set of values a person (or a robot) might send, one field at a time and all at once, as FormData through
// conform's parseWithZod exactly as the actions and the browser do.
import { parseWithZod } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";

const PROBES: (string | string[] | undefined)[] = [
  undefined,
  "",
  " ",
  "x",
  "xx",
  "abc",
  "a\u0000b",
  "a\nb",
  "-5",
  "0",
  "1",
  "1.234",
  "99999999999999",
  "1e5",
  "2026-13-40",
  "2020-01-01",
  "2020-01-01T10:00",
  "2099-01-01",
  "2099-01-01T10:00",
  "not a url",
  "javascript:alert(1)",
  "http://",
  "someone@",
  "x".repeat(20_001),
  ["x", "y"],
];

function fieldNames(schema: ZodTypeAny): string[] {
  // Walk effects, pipes and unions to the object shapes; a discriminated union's options each count.
  const def = (schema as unknown as { _def: Record<string, unknown> })._def;
  if (typeof (schema as unknown as { shape?: unknown }).shape === "object") {
    return Object.keys((schema as unknown as { shape: Record<string, unknown> }).shape);
  }
  const inner = (def.schema ?? def.innerType ?? def.in) as ZodTypeAny | undefined;
  if (inner) return fieldNames(inner);
  const options = (def.options ?? []) as ZodTypeAny[] | Map<string, ZodTypeAny>;
  return [...new Set([...(options instanceof Map ? options.values() : options)].flatMap(fieldNames))];
}

function formData(entries: Record<string, string | string[] | undefined>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) data.append(k, one);
  }
  return data;
}

/** Every distinct error message the schema gave to the probes. */
export function probeMessages(schema: ZodTypeAny, base: Record<string, string> = {}, out = new Set<string>()): Set<string> {
  // A discriminated union (forms with several intents): each intent's fields, with that intent sent.
  const def = (schema as unknown as { _def: { discriminator?: string; options?: ZodTypeAny[] } })._def;
  if (def.discriminator && def.options) {
    for (const option of def.options) {
      const literal = (option as unknown as { shape: Record<string, { _def: { value?: string; values?: string[] } }> }).shape[def.discriminator]._def;
      for (const value of literal.values ?? [literal.value ?? ""]) {
        const names = fieldNames(option).filter((n) => n !== def.discriminator);
        probeFields(schema, { ...base, [def.discriminator]: value }, names, out);
      }
    }
    return out;
  }
  probeFields(schema, base, fieldNames(schema), out);
  return out;
}

function probeFields(schema: ZodTypeAny, base: Record<string, string>, names: string[], out: Set<string>) {
  const run = (entries: Record<string, string | string[] | undefined>) => {
    const submission = parseWithZod(formData(entries), { schema });
    if (submission.status === "success") return;
    for (const list of Object.values(submission.error ?? {})) for (const m of list ?? []) out.add(m);
  };
  for (const probe of PROBES) {
    run({ ...base, ...Object.fromEntries(names.map((n) => [n, probe])) });
    for (const name of names) run({ ...base, [name]: probe });
  }
}
