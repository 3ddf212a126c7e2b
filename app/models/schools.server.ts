// School districts (with the year's key dates) and their schools: what /schools shows and the admins keep.
import { and, asc, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { districtFormSchema, schoolFormSchema } from "~/lib/civic";
import { one } from "~/lib/rows";
import type { Db } from "~/models/db.server";
import { schoolDistricts, schools, users, type SchoolType } from "../../db/schema";
import { nextSortOrder } from "./admin-row-actions.server";

export type DistrictInput = z.output<typeof districtFormSchema>;
export type SchoolInput = z.output<typeof schoolFormSchema>;

/** The public page: visible districts and their visible schools (optionally filtered), in two queries, one trip. */
export async function listSchoolDirectory(db: Db, filter: { districtId?: number; type?: SchoolType }) {
  const schoolWhere: SQL[] = [eq(schools.isActive, true)];
  if (filter.districtId) schoolWhere.push(eq(schools.districtId, filter.districtId));
  if (filter.type) schoolWhere.push(eq(schools.type, filter.type));
  const [districtRows, schoolRows, allSchools] = await db.batch([
    db.select().from(schoolDistricts).where(eq(schoolDistricts.isActive, true)).orderBy(asc(schoolDistricts.sortOrder), asc(schoolDistricts.id)),
    db
      .select()
      .from(schools)
      .where(and(...schoolWhere))
      .orderBy(asc(schools.sortOrder), asc(schools.id)),
    db.select({ type: schools.type, enrollment: schools.enrollment, districtId: schools.districtId }).from(schools).where(eq(schools.isActive, true)),
  ]);
  const visibleDistricts = new Set(districtRows.map((d) => d.id));
  return {
    districts: districtRows.map((d) => ({ ...d, schools: schoolRows.filter((s) => s.districtId === d.id) })),
    // The stats count what a visitor can see, whatever the filter.
    statsSchools: allSchools.filter((s) => visibleDistricts.has(s.districtId)),
  };
}

const verifier = { verifiedByName: users.email, verifiedByFirst: users.firstName, verifiedByLast: users.lastName };

/** The admin tab: every district and school, hidden ones too, with the verifying admin's name. */
export async function listSchoolsForAdmin(db: Db) {
  const [districtRows, schoolRows] = await db.batch([
    db
      .select({ district: schoolDistricts, ...verifier })
      .from(schoolDistricts)
      .leftJoin(users, eq(users.id, schoolDistricts.verifiedBy))
      .orderBy(asc(schoolDistricts.sortOrder), asc(schoolDistricts.id)),
    db
      .select({ school: schools, ...verifier })
      .from(schools)
      .leftJoin(users, eq(users.id, schools.verifiedBy))
      .orderBy(asc(schools.sortOrder), asc(schools.id)),
  ]);
  return { districts: districtRows, schools: schoolRows };
}

/** Creates (no id) or updates a district; saving is checking, so it also records who verified it and when. */
export async function saveDistrict(db: Db, id: number | null, input: DistrictInput, adminId: string, now: Date) {
  const values = { ...input, verifiedAt: now, verifiedBy: adminId, updatedAt: now };
  if (id === null) {
    const sortOrder = await nextSortOrder(db, "district");
    const row = one(
      await db
        .insert(schoolDistricts)
        .values({ ...values, sortOrder })
        .returning({ id: schoolDistricts.id }),
      "the district",
    );
    return row.id;
  }
  const rows = await db.update(schoolDistricts).set(values).where(eq(schoolDistricts.id, id)).returning({ id: schoolDistricts.id });
  return rows[0]?.id ?? null;
}

export async function districtExists(db: Db, id: number) {
  return Boolean(await db.query.schoolDistricts.findFirst({ columns: { id: true }, where: eq(schoolDistricts.id, id) }));
}

export async function saveSchool(db: Db, id: number | null, input: SchoolInput, adminId: string, now: Date) {
  const values = { ...input, verifiedAt: now, verifiedBy: adminId, updatedAt: now };
  if (id === null) {
    const sortOrder = await nextSortOrder(db, "school", eq(schools.districtId, input.districtId));
    const row = one(
      await db
        .insert(schools)
        .values({ ...values, sortOrder })
        .returning({ id: schools.id }),
      "the school",
    );
    return row.id;
  }
  const rows = await db.update(schools).set(values).where(eq(schools.id, id)).returning({ id: schools.id });
  return rows[0]?.id ?? null;
}
