import type { Role } from "~/lib/vocabulary";

/** The user fields this module reads; a `users` row has them all. */
type UserRecord = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: Role;
  isActive: boolean;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The spec's user object (part 1 §3) as the browser and /api/auth/user see it. */
export function publicUser(user: UserRecord) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    isActive: user.isActive,
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
export type PublicUser = ReturnType<typeof publicUser>;

/** The name a member gave (first and last), or null for a member who signed up with only an e-mail. */
export function memberName(user: Pick<UserRecord, "firstName" | "lastName">): string | null {
  return (
    [user.firstName, user.lastName]
      .map((p) => p?.trim())
      .filter(Boolean)
      .join(" ") || null
  );
}

/** How a member's article is credited in public: their name, never their e-mail address. */
export function bylineName(user: Pick<UserRecord, "firstName" | "lastName">): string {
  return memberName(user) ?? "Community Member";
}

export function displayName(user: Pick<UserRecord, "firstName" | "lastName" | "email">) {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}
