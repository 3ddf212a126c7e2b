// A test helper: every message the form schemas give for awkward input, found by submitting each field
// with a set of values a person (or a robot) might send, one field at a time and all at once, as FormData through
// conform's parseWithZod exactly as the actions and the browser do.
import { parseWithZod } from "@conform-to/zod";
import {
  ZodDefault,
  ZodDiscriminatedUnion,
  ZodEffects,
  ZodEnum,
  ZodLiteral,
  ZodNullable,
  ZodObject,
  ZodOptional,
  ZodPipeline,
  ZodUnion,
  type ZodRawShape,
  type ZodTypeAny,
} from "zod";

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
  // Walk effects, pipes, optionals and unions to the object shapes; a union's options each count.
  if (schema instanceof ZodObject) return Object.keys(schema.shape);
  if (schema instanceof ZodEffects) return fieldNames(schema.innerType());
  if (schema instanceof ZodPipeline) return fieldNames(schema._def.in);
  if (schema instanceof ZodOptional || schema instanceof ZodNullable || schema instanceof ZodDefault) return fieldNames(schema._def.innerType);
  if (schema instanceof ZodUnion || schema instanceof ZodDiscriminatedUnion) {
    return [...new Set((schema.options as ZodTypeAny[]).flatMap(fieldNames))];
  }
  return [];
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
  if (schema instanceof ZodDiscriminatedUnion) {
    const key: string = schema.discriminator;
    for (const option of schema.options as ZodObject<ZodRawShape>[]) {
      const tag = option.shape[key];
      const values: string[] = tag instanceof ZodEnum ? tag.options : tag instanceof ZodLiteral ? [String(tag.value)] : [""];
      for (const value of values) {
        const names = fieldNames(option).filter((n) => n !== key);
        probeFields(schema, { ...base, [key]: value }, names, out);
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
