import { and, count, desc, eq, ne } from "drizzle-orm";
import type { StoredLang } from "~/lib/i18n/lang";
import { one } from "~/lib/rows";
import type { ContactMessage } from "~/lib/support";
import type { Db } from "~/models/db.server";
import { supportMessages } from "../../db/schema";

export async function saveSupportMessage(db: Db, message: ContactMessage, userId: string | null, lang: StoredLang) {
  const row = one(
    await db
      .insert(supportMessages)
      .values({ ...message, userId, lang })
      .returning({ id: supportMessages.id }),
    "the message",
  );
  return row.id;
}

export type SupportStatus = "new" | "answered" | "closed";

export async function listSupportMessages(db: Db, status: SupportStatus | null, limit = 50) {
  return db
    .select()
    .from(supportMessages)
    .where(status ? eq(supportMessages.status, status) : undefined)
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(limit);
}

export async function countNewSupportMessages(db: Db) {
  const [row] = await db.select({ n: count() }).from(supportMessages).where(eq(supportMessages.status, "new"));
  return row?.n ?? 0;
}

export async function getSupportMessage(db: Db, id: number) {
  const [row] = await db.select().from(supportMessages).where(eq(supportMessages.id, id));
  return row ?? null;
}

/** The same sender's other messages, newest first. */
export async function listMessagesFrom(db: Db, email: string, exceptId: number) {
  return db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.email, email), ne(supportMessages.id, exceptId)))
    .orderBy(desc(supportMessages.createdAt))
    .limit(20);
}

export async function setSupportStatus(db: Db, id: number, status: SupportStatus) {
  const [row] = await db.update(supportMessages).set({ status }).where(eq(supportMessages.id, id)).returning();
  return row ?? null;
}
