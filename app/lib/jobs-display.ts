// What the jobs list shows (part 1 §9): age labels, distances and the filter choices. No zod, so the list and
// its cards do not ship the form schemas.

const DAY = 86_400_000;

/** Part 1 §9: '1 day ago', 'N days ago' under 7, 'N weeks ago' under 30 days, then 'N months ago'. */
export function jobAgeLabel(posted: Date | string | number | null | undefined, now: Date): string {
  if (posted === null || posted === undefined || posted === "") return "Date not available";
  const at = posted instanceof Date ? posted.getTime() : new Date(posted).getTime();
  if (Number.isNaN(at)) return "Date not available";
  // Started days: anything in the first 24 hours is '1 day ago', as the spec's labels begin there.
  const days = Math.max(1, Math.ceil((now.getTime() - at) / DAY));
  if (days === 1) return "1 day ago";
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? "1 week ago" : `${weeks} weeks ago`;
  }
  const months = Math.floor(days / 30);
  return months === 1 ? "1 month ago" : `${months} months ago`;
}

/** Distance as the list shows it: "4.6 mi", or null when the place is unknown. */
export function formatMiles(miles: number | null | undefined): string | null {
  if (miles === null || miles === undefined || !Number.isFinite(miles)) return null;
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`;
}

export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract", "Temporary", "Internship"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** An employment type in the reader's language when it is one of ours, else as the listing wrote it (marked `wrote`). */
export function employmentTypeIn(type: string, wrote: "en" | undefined, t: (key: EmploymentType) => string) {
  return (EMPLOYMENT_TYPES as readonly string[]).includes(type)
    ? { label: t(type as EmploymentType), lang: undefined }
    : { label: type, lang: wrote };
}

/** Jobs are described as within 10 miles of the town (part 1 §9); the list offers 5, 10 and 25. */
export const JOB_DISTANCES = [5, 10, 25] as const;
export const DEFAULT_JOB_DISTANCE = 10;
export const JOB_POSTED_WITHIN = [
  { days: 1, label: "Past 24 hours" },
  { days: 3, label: "Past 3 days" },
  { days: 7, label: "Past week" },
  { days: 14, label: "Past 2 weeks" },
  { days: 30, label: "Past month" },
] as const;
export const JOB_REMOTE_CHOICES = [
  { value: "", label: "Any" },
  { value: "only", label: "Remote only" },
  { value: "onsite", label: "On-site only" },
] as const;
