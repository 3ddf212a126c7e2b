// Seed for /schools and /emergency: the three districts that serve Greenwood, their schools, and the town's
// emergency and government contacts. Names, addresses and enrollments are invented but believable; 911 is the
// only real number, every other one is a 555-01xx number.
import type { schoolDistricts, schools, serviceContacts } from "./schema";
import { SEED_USER_IDS } from "./seed-data";

type District = typeof schoolDistricts.$inferInsert;
type School = typeof schools.$inferInsert;
type Contact = typeof serviceContacts.$inferInsert;

/**
 * The school year the seed describes: the one under way, or the one about to start, by the clock. A year runs from
 * its first day in late July to its last in late May; from May 15 on, the next one is shown.
 */
export function seedSchoolYear(now: Date): { fall: number; spring: number; schoolYear: string } {
  const month = now.getUTCMonth();
  const fall = month > 4 || (month === 4 && now.getUTCDate() >= 15) ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return { fall, spring: fall + 1, schoolYear: `${fall}-${fall + 1}` };
}

const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const at = (year: number, monthDay: string) => Date.parse(`${year}-${monthDay}T00:00:00Z`);

/** A school day near the calendar's date: a weekend date moves to Monday (`step` 1) or back to Friday (-1). */
function schoolDay(year: number, monthDay: string, step: 1 | -1): string {
  let t = at(year, monthDay);
  while ([0, 6].includes(new Date(t).getUTCDay())) t += step * DAY_MS;
  return isoDay(t);
}

/** A break from the Monday of the week holding the date (the next Monday for a weekend date), `days` long after it. */
function breakFrom(year: number, monthDay: string, days: number): { start: string; end: string } {
  const t = at(year, monthDay);
  const weekday = new Date(t).getUTCDay();
  const monday = weekday === 0 ? t + DAY_MS : weekday === 6 ? t + 2 * DAY_MS : t - (weekday - 1) * DAY_MS;
  return { start: isoDay(monday), end: isoDay(monday + days * DAY_MS) };
}

/** Thanksgiving break: the Wednesday before the fourth Thursday of November through the Friday after it. */
function thanksgiving(year: number): { start: string; end: string } {
  const first = at(year, "11-01");
  const thursday = first + ((4 - new Date(first).getUTCDay() + 7) % 7) * DAY_MS + 21 * DAY_MS;
  return { start: isoDay(thursday - DAY_MS), end: isoDay(thursday + DAY_MS) };
}

export function buildCivicSeed(now: Date): { districts: District[]; schools: School[]; contacts: Contact[] } {
  const { fall, spring, schoolYear } = seedSchoolYear(now);
  const verified = { verifiedAt: new Date(now.getTime() - 14 * 86_400_000), verifiedBy: SEED_USER_IDS.admin };
  const districts: District[] = [
    {
      id: 1,
      name: "Greenwood Community School Corporation",
      website: "https://greenwood-schools.example",
      phone: "3175550140",
      schoolYear,
      keyDates: [
        { label: "First Day", start: schoolDay(fall, "07-31", 1) },
        { label: "Fall Break", ...breakFrom(fall, "10-14", 4) },
        { label: "Thanksgiving Break", ...thanksgiving(fall) },
        { label: "Winter Break", ...breakFrom(fall, "12-23", 11) },
        { label: "Spring Break", ...breakFrom(spring, "03-24", 4) },
        { label: "Last Day", start: schoolDay(spring, "05-22", -1) },
      ],
      sortOrder: 0,
      ...verified,
    },
    {
      id: 2,
      name: "Center Grove Community School Corporation",
      website: "https://centergrove-schools.example",
      phone: "3175550150",
      schoolYear,
      keyDates: [
        { label: "First Day", start: schoolDay(fall, "08-01", 1) },
        { label: "Fall Break", ...breakFrom(fall, "10-21", 4) },
        { label: "Winter Break", ...breakFrom(fall, "12-20", 16) },
        { label: "Spring Break", ...breakFrom(spring, "03-17", 4) },
        { label: "Last Day", start: schoolDay(spring, "05-23", -1) },
      ],
      sortOrder: 1,
      ...verified,
    },
    {
      id: 3,
      name: "Clark-Pleasant Community School Corporation",
      website: "https://clarkpleasant-schools.example",
      phone: "3175550160",
      schoolYear,
      keyDates: [
        { label: "First Day", start: schoolDay(fall, "07-31", 1) },
        { label: "Fall Break", ...breakFrom(fall, "10-14", 4) },
        { label: "Winter Break", ...breakFrom(fall, "12-23", 11) },
        { label: "Spring Break", ...breakFrom(spring, "03-31", 4) },
        { label: "Last Day", start: schoolDay(spring, "05-21", -1) },
      ],
      sortOrder: 2,
      ...verified,
    },
  ];
  const school = (s: Omit<School, "verifiedAt" | "verifiedBy">): School => ({ ...s, ...verified });
  const schoolRows: School[] = [
    school({
      id: 1,
      districtId: 1,
      name: "Greenwood Schools Administration Center",
      type: "admin",
      grades: null,
      address: "605 W Main St, Greenwood, IN 46142",
      phone: "3175550141",
      website: "https://greenwood-schools.example/district",
      enrollment: null,
      programs: ["Enrollment Office", "Transportation"],
      sortOrder: 0,
    }),
    school({
      id: 2,
      districtId: 1,
      name: "Greenwood Community High School",
      type: "high",
      grades: "9-12",
      address: "615 W Smith Valley Rd, Greenwood, IN 46142",
      phone: "3175550142",
      website: "https://greenwood-schools.example/gchs",
      enrollment: 1480,
      programs: ["Advanced Placement", "Dual Credit", "Marching Band", "Career & Technical Education"],
      sortOrder: 1,
    }),
    school({
      id: 3,
      districtId: 1,
      name: "Greenwood Middle School",
      type: "middle",
      grades: "6-8",
      address: "523 S Madison Ave, Greenwood, IN 46142",
      phone: "3175550143",
      website: "https://greenwood-schools.example/gms",
      enrollment: 1060,
      programs: ["Project Lead The Way", "Robotics Club"],
      sortOrder: 2,
    }),
    school({
      id: 4,
      districtId: 1,
      name: "Northeast Elementary School",
      type: "elementary",
      grades: "K-5",
      address: "99 Crestview Dr, Greenwood, IN 46143",
      phone: "3175550144",
      website: "https://greenwood-schools.example/northeast",
      enrollment: 520,
      programs: ["STEM Lab", "Reading Recovery"],
      sortOrder: 3,
    }),
    school({
      id: 5,
      districtId: 2,
      name: "Center Grove Education Center",
      type: "admin",
      grades: null,
      address: "4800 W Stones Crossing Rd, Greenwood, IN 46143",
      phone: "3175550151",
      website: "https://centergrove-schools.example/district",
      enrollment: null,
      programs: ["Enrollment Office"],
      sortOrder: 0,
    }),
    school({
      id: 6,
      districtId: 2,
      name: "Center Grove High School",
      type: "high",
      grades: "9-12",
      address: "2717 S Morgantown Rd, Greenwood, IN 46143",
      phone: "3175550152",
      website: "https://centergrove-schools.example/cghs",
      enrollment: 1900,
      programs: ["International Baccalaureate", "Advanced Placement", "Engineering Academy"],
      sortOrder: 1,
    }),
    school({
      id: 7,
      districtId: 2,
      name: "Center Grove Middle School North",
      type: "middle",
      grades: "7-8",
      address: "202 N Morgantown Rd, Greenwood, IN 46142",
      phone: "3175550153",
      website: "https://centergrove-schools.example/cgmsn",
      enrollment: 840,
      programs: ["High Ability", "Orchestra"],
      sortOrder: 2,
    }),
    school({
      id: 8,
      districtId: 2,
      name: "Maple Grove Elementary School",
      type: "elementary",
      grades: "K-6",
      address: "3623 W Whiteland Rd, Bargersville, IN 46106",
      phone: "3175550154",
      website: "https://centergrove-schools.example/maplegrove",
      enrollment: 610,
      programs: ["Spanish Immersion", "Garden Club"],
      sortOrder: 3,
    }),
    school({
      id: 9,
      districtId: 3,
      name: "Clark-Pleasant Administration Building",
      type: "admin",
      grades: null,
      address: "50 Center St, Whiteland, IN 46184",
      phone: "3175550161",
      website: "https://clarkpleasant-schools.example/district",
      enrollment: null,
      programs: ["Enrollment Office"],
      sortOrder: 0,
    }),
    school({
      id: 10,
      districtId: 3,
      name: "Whiteland Community High School",
      type: "high",
      grades: "9-12",
      address: "300 Main St, Whiteland, IN 46184",
      phone: "3175550162",
      website: "https://clarkpleasant-schools.example/wchs",
      enrollment: 1750,
      programs: ["Advanced Placement", "Agriscience", "JROTC"],
      sortOrder: 1,
    }),
    school({
      id: 11,
      districtId: 3,
      name: "Clark-Pleasant Middle School",
      type: "middle",
      grades: "7-8",
      address: "222 Tracy Rd, Whiteland, IN 46184",
      phone: "3175550163",
      website: "https://clarkpleasant-schools.example/cpms",
      enrollment: 780,
      programs: ["Choir", "Robotics Club"],
      sortOrder: 2,
    }),
  ];
  const contact = (c: Omit<Contact, "verifiedAt" | "verifiedBy">): Contact => ({ ...c, ...verified });
  const contacts: Contact[] = [
    contact({
      id: 1,
      name: "Emergency Services",
      type: "other",
      priority: "emergency",
      phone: "911",
      emergencyPhone: null,
      address: null,
      hours: "24 hours",
      website: null,
      description: "Police, fire or medical emergency. Call or text 911.",
      sortOrder: 0,
    }),
    contact({
      id: 2,
      name: "Greenwood Police Department",
      type: "police",
      priority: "urgent",
      phone: "3175550170",
      emergencyPhone: "911",
      address: "186 Surina Way, Greenwood, IN 46143",
      hours: "Records office Mon-Fri 8:00 AM-4:30 PM; patrol 24 hours",
      website: "https://greenwood-police.example",
      description: "Non-emergency reports, records requests and neighbourhood patrol requests.",
      sortOrder: 0,
    }),
    contact({
      id: 3,
      name: "Greenwood Fire Department",
      type: "fire",
      priority: "urgent",
      phone: "3175550171",
      emergencyPhone: "911",
      address: "155 E Main St, Greenwood, IN 46143",
      hours: "Administration Mon-Fri 8:00 AM-4:30 PM",
      website: "https://greenwood-fire.example",
      description: "Fire safety inspections, smoke alarm installs and burn permits.",
      sortOrder: 1,
    }),
    contact({
      id: 4,
      name: "Johnson County Sheriff's Office",
      type: "police",
      priority: "urgent",
      phone: "3175550172",
      emergencyPhone: "911",
      address: "1091 Hospital Rd, Franklin, IN 46131",
      hours: "24 hours",
      website: "https://johnsoncounty-sheriff.example",
      description: "County law enforcement, jail and civil process.",
      sortOrder: 2,
    }),
    contact({
      id: 5,
      name: "Greenwood Community Hospital",
      type: "medical",
      priority: "urgent",
      phone: "3175550173",
      emergencyPhone: "911",
      address: "1400 N State Rd 135, Greenwood, IN 46142",
      hours: "Emergency department 24 hours",
      website: "https://greenwood-hospital.example",
      description: "Emergency department, urgent care and patient information.",
      sortOrder: 3,
    }),
    contact({
      id: 6,
      name: "Indiana Poison Center",
      type: "medical",
      priority: "urgent",
      phone: "8005550174",
      emergencyPhone: null,
      address: null,
      hours: "24 hours",
      website: "https://poison-center.example",
      description: "Free, confidential advice for poisonings and medicine questions.",
      sortOrder: 4,
    }),
    contact({
      id: 7,
      name: "Greenwood Water & Sewer",
      type: "utility",
      priority: "normal",
      phone: "3175550175",
      emergencyPhone: "3175550176",
      address: "300 S Madison Ave, Greenwood, IN 46142",
      hours: "Mon-Fri 8:00 AM-4:30 PM; after-hours line for breaks and backups",
      website: "https://greenwood-utilities.example",
      description: "Water and sewer billing, service starts and stops, main breaks.",
      sortOrder: 0,
    }),
    contact({
      id: 8,
      name: "Electric Outage Line",
      type: "utility",
      priority: "normal",
      phone: "8005550177",
      emergencyPhone: null,
      address: null,
      hours: "24 hours",
      website: "https://power-outages.example",
      description: "Report power outages and downed lines. Stay 30 feet away from any downed line.",
      sortOrder: 1,
    }),
    contact({
      id: 9,
      name: "Greenwood City Hall",
      type: "city",
      priority: "normal",
      phone: "3175550178",
      emergencyPhone: null,
      address: "300 S Madison Ave, Greenwood, IN 46142",
      hours: "Mon-Fri 8:00 AM-4:30 PM",
      website: "https://greenwood-city.example",
      description: "Mayor's office, city clerk, permits and trash and recycling questions.",
      sortOrder: 2,
    }),
    contact({
      id: 10,
      name: "Johnson County Courthouse",
      type: "city",
      priority: "normal",
      phone: "3175550179",
      emergencyPhone: null,
      address: "5 E Jefferson St, Franklin, IN 46131",
      hours: "Mon-Fri 8:00 AM-4:00 PM",
      website: "https://johnsoncounty.example",
      description: "County clerk, recorder, assessor and treasurer (property tax).",
      sortOrder: 3,
    }),
    contact({
      id: 11,
      name: "Greenwood Parks & Recreation",
      type: "city",
      priority: "normal",
      phone: "3175550180",
      emergencyPhone: null,
      address: "100 Surina Way, Greenwood, IN 46143",
      hours: "Mon-Fri 8:00 AM-5:00 PM",
      website: "https://greenwood-parks.example",
      description: "Park shelters, programs and the community center.",
      sortOrder: 4,
    }),
  ];
  return { districts, schools: schoolRows, contacts };
}
