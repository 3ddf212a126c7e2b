// Integration globalSetup: migrates and seeds one template database (Greenwood, seeded "now") once per run, so each
// test worker copies a file instead of migrating and seeding its own (docs/decisions/test-suite.md). Only
// startTestWorker's default seed uses it, and only while the template is fresh (see templateFor in worker.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { migrateDb, openNodeDb } from "../../db/node";
import { seedIfEmpty } from "../../db/seed";

export interface TemplateDb {
  file: string;
  /** The `now` the template was seeded with, in ms. */
  seededAt: number;
}

declare module "vitest" {
  export interface ProvidedContext {
    templateDb: TemplateDb;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "greenwood-template-"));
  const file = join(dir, "template.db");
  const now = new Date();
  const { client, db } = openNodeDb(`file:${file}`);
  try {
    await migrateDb(db);
    await seedIfEmpty(db, now);
  } finally {
    client.close();
  }
  project.provide("templateDb", { file, seededAt: now.getTime() });
  return () => rmSync(dir, { recursive: true, force: true });
}
