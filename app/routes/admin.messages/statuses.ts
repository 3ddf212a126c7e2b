// The states a contact message goes through, in the order the inbox filters them.
export const STATUSES = ["new", "answered", "closed"] as const;
