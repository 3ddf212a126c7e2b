// The fediverse's replies that moderation approved, as the event and article pages read them (in those pages' one
// batch). Apart from models/fediverse.server.ts, which reads the news and events models: this file imports only the schema.
import { and, asc, eq, type Placeholder } from "drizzle-orm";
import { fediverseReplies } from "../../db/schema";
import type { Db } from "./db.server";

/** The approved replies under one event or article, oldest first (none pending or rejected). */
export function listApprovedReplies(db: Db, kind: (typeof fediverseReplies.$inferSelect)["kind"], itemId: number | Placeholder, limit = 50) {
  return db
    .select({
      id: fediverseReplies.id,
      handle: fediverseReplies.handle,
      url: fediverseReplies.url,
      content: fediverseReplies.content,
      lang: fediverseReplies.lang,
      createdAt: fediverseReplies.createdAt,
    })
    .from(fediverseReplies)
    .where(and(eq(fediverseReplies.kind, kind), eq(fediverseReplies.itemId, itemId), eq(fediverseReplies.status, "approved")))
    .orderBy(asc(fediverseReplies.createdAt), asc(fediverseReplies.id))
    .limit(limit);
}
