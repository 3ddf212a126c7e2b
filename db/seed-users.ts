// The sample people of both towns' seeds: the four accounts the development sign-in page offers and the residents
// who write the sample reviews. Their e-mail addresses are at the seeded town's own invented domain.
export const SEED_USER_IDS = {
  admin: "seed-admin",
  moderator: "seed-moderator",
  jamie: "seed-member-jamie",
  pat: "seed-member-pat",
} as const;
export type UserKey = keyof typeof SEED_USER_IDS;

export const SEED_USERS: {
  key: UserKey;
  mailbox: string;
  firstName: string;
  lastName: string;
  role: "admin" | "moderator" | "user";
  daysAgo: number;
}[] = [
  { key: "admin", mailbox: "admin", firstName: "Dana", lastName: "Whitaker", role: "admin", daysAgo: 120 },
  { key: "moderator", mailbox: "moderator", firstName: "Marcus", lastName: "Reyes", role: "moderator", daysAgo: 110 },
  { key: "jamie", mailbox: "jamie.chen", firstName: "Jamie", lastName: "Chen", role: "user", daysAgo: 75 },
  { key: "pat", mailbox: "pat.oneill", firstName: "Pat", lastName: "O'Neill", role: "user", daysAgo: 60 },
];

export const SEED_RESIDENTS = [
  { id: "seed-resident-avery", mailbox: "avery.lindqvist", firstName: "Avery", lastName: "Lindqvist", daysAgo: 340 },
  { id: "seed-resident-marisol", mailbox: "marisol.ortega", firstName: "Marisol", lastName: "Ortega", daysAgo: 290 },
  { id: "seed-resident-dev", mailbox: "dev.patel", firstName: "Dev", lastName: "Patel", daysAgo: 210 },
  { id: "seed-resident-ruth", mailbox: "ruth.hollis", firstName: "Ruth", lastName: "Hollis", daysAgo: 180 },
  { id: "seed-resident-tomas", mailbox: "tomas.brandt", firstName: "Tomas", lastName: "Brandt", daysAgo: 150 },
  { id: "seed-resident-keisha", mailbox: "keisha.moore", firstName: "Keisha", lastName: "Moore", daysAgo: 95 },
] as const;
export type ResidentId = (typeof SEED_RESIDENTS)[number]["id"] | (typeof SEED_USER_IDS)["jamie" | "pat"];

/** A sample account's address in the town's mail domain ("jamie.chen@greenwood.example"). */
export function seedUserEmail(key: UserKey, mailDomain: string): string {
  const user = SEED_USERS.find((u) => u.key === key);
  if (!user) throw new Error(`No seed user ${key}`);
  return `${user.mailbox}@${mailDomain}`;
}
