// Emergency, city and county contacts: what /emergency shows and the admins keep.
import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { compareServiceContacts, type serviceContactFormSchema } from "~/lib/civic";
import { one } from "~/lib/rows";
import type { Db } from "~/models/db.server";
import { serviceContacts, users } from "../../db/schema";
import { nextSortOrder } from "./admin-row-actions.server";

export type ServiceContactInput = z.output<typeof serviceContactFormSchema>;

/** Visible contacts: emergency, then urgent, then normal, with 911 first. */
export async function listServiceContacts(db: Db) {
  const rows = await db.select().from(serviceContacts).where(eq(serviceContacts.isActive, true));
  return rows.sort(compareServiceContacts);
}

export async function listServiceContactsForAdmin(db: Db) {
  const rows = await db
    .select({ contact: serviceContacts, verifiedByName: users.email, verifiedByFirst: users.firstName, verifiedByLast: users.lastName })
    .from(serviceContacts)
    .leftJoin(users, eq(users.id, serviceContacts.verifiedBy))
    .orderBy(asc(serviceContacts.sortOrder));
  return rows.sort((a, b) => compareServiceContacts(a.contact, b.contact));
}

export async function saveServiceContact(db: Db, id: number | null, input: ServiceContactInput, adminId: string, now: Date) {
  const values = { ...input, verifiedAt: now, verifiedBy: adminId, updatedAt: now };
  if (id === null) {
    const sortOrder = await nextSortOrder(db, "contact", eq(serviceContacts.priority, input.priority));
    const row = one(
      await db
        .insert(serviceContacts)
        .values({ ...values, sortOrder })
        .returning({ id: serviceContacts.id }),
      "the contact",
    );
    return row.id;
  }
  const rows = await db.update(serviceContacts).set(values).where(eq(serviceContacts.id, id)).returning({ id: serviceContacts.id });
  return rows[0]?.id ?? null;
}
