import { supportMessages } from "../../db/schema";
import type { Db } from "~/models/db.server";
import type { ContactMessage } from "~/lib/support";

export async function saveSupportMessage(db: Db, message: ContactMessage, userId: string | null) {
  const [row] = await db.insert(supportMessages).values({ ...message, userId }).returning({ id: supportMessages.id });
  return row.id;
}
