import { createClient } from "@libsql/client/web";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { drizzle } from "drizzle-orm/libsql/web";
import * as schema from "../../db/schema";

/** The database as models see it: the same type in the worker (HTTP client) and in Node scripts/tests. */
export type Db = LibSQLDatabase<typeof schema>;

export function createDb(url: string, authToken?: string): Db {
  const client = createClient({ url, authToken });
  return drizzle(client, { schema, casing: "snake_case" });
}
