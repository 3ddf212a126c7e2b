// The one helper for /api/* resource routes: method check (405), JSON body and query parsed by a zod schema
// (400 {message, errors}; 415 for a body that is not JSON), ids as positive safe integers, JSON guards (401/403).
//
//   export const loader = apiLoader({ query: listQuery }, async ({ query, context }) => json(await list(...)));
//   export const action = apiAction({ method: "POST", body: createBody, auth: "user", message: "Invalid event" },
//     async ({ body, user, context }) => json(await create(context.db, body, user.id), { status: 201 }));
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { z } from "zod";
import { parseId } from "~/lib/fields";
import { apiError, fail, type ApiMessage } from "~/lib/http.server";
import { requireAdmin, requireModerator, requireUser } from "~/services/auth.server";
import type { User } from "../../db/schema";

export type ApiAuth = "user" | "moderator" | "admin";
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type Handler<Q, B, A extends ApiAuth | undefined> = (args: {
  request: Request;
  context: AppLoadContext;
  params: Record<string, string | undefined>;
  query: Q;
  body: B;
  user: A extends ApiAuth ? User : null;
}) => Promise<Response> | Response;

type Options<QS extends z.ZodTypeAny | undefined, BS extends z.ZodTypeAny | undefined, A extends ApiAuth | undefined> = {
  /** The methods this handler answers (default GET for loaders, POST for actions). */
  method?: Method | Method[];
  query?: QS;
  body?: BS;
  auth?: A;
  /** The message of a 400 for a body or query that fails its schema (default: the first issue's message, a rule). */
  message?: ApiMessage;
};

type Out<S> = S extends z.ZodTypeAny ? z.output<S> : undefined;

/** A 405 answer for a method the route does not serve. */
export const methodNotAllowed = () => apiError(405, /*i18n*/ { id: "api.Method Not Allowed", message: "Method Not Allowed" });

/** A route param as a positive safe integer id, or a 400 thrown. */
export function requireIdParam(value: string | undefined, message: ApiMessage = /*i18n*/ { id: "api.Invalid id", message: "Invalid id" }): number {
  const id = parseId(value);
  if (id === null) fail(400, message);
  return id;
}

function zodFail(error: z.ZodError, message?: ApiMessage): never {
  const flat = error.flatten();
  const errors: Record<string, string[]> = { ...flat.fieldErrors } as Record<string, string[]>;
  if (flat.formErrors.length) errors._form = flat.formErrors;
  const rule = error.issues[0]?.message;
  fail(400, message ?? (rule ? { rule } : /*i18n*/ { id: "api.Invalid request", message: "Invalid request" }), errors);
}

/** The query string as an object; empty values are treated as absent. Repeated keys keep the last value. */
export function queryObject(request: Request): Record<string, string> {
  return Object.fromEntries([...new URL(request.url).searchParams].filter(([, v]) => v !== ""));
}

export function parseQuery<S extends z.ZodTypeAny>(request: Request, schema: S, message?: ApiMessage): z.output<S> {
  const parsed = schema.safeParse(queryObject(request));
  if (!parsed.success) zodFail(parsed.error, message);
  return parsed.data;
}

/** Reads a JSON body: 415 unless the Content-Type is JSON, 400 when it does not parse or fails the schema. */
export async function parseJsonBody<S extends z.ZodTypeAny>(request: Request, schema: S, message?: ApiMessage): Promise<z.output<S>> {
  const type = request.headers.get("Content-Type") ?? "";
  const text = await request.text();
  if (text.trim() && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
    fail(415, /*i18n*/ { id: "api.Content-Type must be application/json", message: "Content-Type must be application/json" });
  }
  let raw: unknown = {};
  if (text.trim()) {
    try {
      raw = JSON.parse(text);
    } catch {
      fail(400, /*i18n*/ { id: "api.Request body must be valid JSON", message: "Request body must be valid JSON" });
    }
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) zodFail(parsed.error, message);
  return parsed.data;
}

async function guard(auth: ApiAuth | undefined, request: Request, context: AppLoadContext): Promise<User | null> {
  if (auth === "admin") return requireAdmin(request, context);
  if (auth === "moderator") return requireModerator(request, context);
  if (auth === "user") return requireUser(request, context);
  return null;
}

function allows(method: Method | Method[] | undefined, fallback: Method, request: Request) {
  const methods = method ? (Array.isArray(method) ? method : [method]) : [fallback];
  const m = request.method.toUpperCase();
  return methods.includes(m as Method) || (m === "HEAD" && methods.includes("GET"));
}

async function run<QS extends z.ZodTypeAny | undefined, BS extends z.ZodTypeAny | undefined, A extends ApiAuth | undefined>(
  fallback: Method,
  options: Options<QS, BS, A>,
  handler: Handler<Out<QS>, Out<BS>, A>,
  args: LoaderFunctionArgs | ActionFunctionArgs,
) {
  const { request, context, params } = args;
  if (!allows(options.method, fallback, request)) return methodNotAllowed();
  const user = (await guard(options.auth, request, context)) as A extends ApiAuth ? User : null;
  const query = (options.query ? parseQuery(request, options.query, options.message) : undefined) as Out<QS>;
  const body = (options.body ? await parseJsonBody(request, options.body, options.message) : undefined) as Out<BS>;
  return handler({ request, context, params, query, body, user });
}

/** A GET /api loader (405 for other methods). */
export function apiLoader<QS extends z.ZodTypeAny | undefined = undefined, A extends ApiAuth | undefined = undefined>(
  options: Omit<Options<QS, undefined, A>, "body">,
  handler: Handler<Out<QS>, undefined, A>,
) {
  return (args: LoaderFunctionArgs) => run("GET", options, handler, args);
}

/** An /api action (POST by default; 405 for other methods). */
export function apiAction<
  BS extends z.ZodTypeAny | undefined = undefined,
  QS extends z.ZodTypeAny | undefined = undefined,
  A extends ApiAuth | undefined = undefined,
>(options: Options<QS, BS, A>, handler: Handler<Out<QS>, Out<BS>, A>) {
  return (args: ActionFunctionArgs) => run("POST", options, handler, args);
}
