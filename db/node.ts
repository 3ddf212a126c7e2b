// Node-side access to the database (scripts and tests). The worker uses app/lib/db.server.ts instead.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import * as schema from "./schema";

export const DEFAULT_DB_FILE = ".data/greenwood.db";
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

export function openNodeDb(url = `file:${DEFAULT_DB_FILE}`, authToken?: string) {
  if (url.startsWith("file:")) mkdirSync(dirname(url.slice("file:".length)), { recursive: true });
  const client: Client = createClient({ url, authToken });
  return { client, db: drizzle(client, { schema, casing: "snake_case" }) };
}

export type NodeDb = ReturnType<typeof openNodeDb>["db"];

/** Applies the migrations that have not run yet; running it again changes nothing. */
export async function migrateDb(db: NodeDb) {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
