import { defineConfig } from "drizzle-kit";

// Local: a database file. Production (Turso): DATABASE_URL=libsql://… and DATABASE_AUTH_TOKEN.
export default defineConfig({
  dialect: "turso",
  schema: "./db/schema.ts",
  out: "./db/migrations",
  casing: "snake_case",
  dbCredentials: {
    url: process.env.DATABASE_URL ?? "file:.data/greenwood.db",
    authToken: process.env.DATABASE_AUTH_TOKEN,
  },
});
