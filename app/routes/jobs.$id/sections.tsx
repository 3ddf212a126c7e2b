// One job's page in named sections: its header, the facts, skills, the description and how to apply.
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { StatusButton } from "~/components/button";
import { Link } from "~/components/site-link";
import { WrittenValue } from "~/components/written-value";
import { safeHref } from "~/lib/fields";
import { formatCardDateIn, HOLE, jobAgeIn, type peopleWroteLang } from "~/lib/i18n/intl";
import type { Lang } from "~/lib/i18n/lang";
import type { T } from "~/lib/i18n/plain";
import { formatMiles, type ApplicationStatus } from "~/lib/jobs";
import { employmentTypeIn } from "~/lib/jobs-display";
import { loginUrl } from "~/lib/login-url";
import { telHref } from "~/lib/phone";
import type { JobDetail } from "~/models/jobs.server";

/** A member's application statuses. */
const STATUS_LABELS = {
  applied: /*i18n*/ { id: "job.applied", message: "Applied" },
  interviewing: /*i18n*/ { id: "job.interviewing", message: "Interviewing" },
  offer: /*i18n*/ { id: "job.offer", message: "Offer" },
  rejected: /*i18n*/ { id: "job.rejected", message: "Rejected" },
  withdrawn: /*i18n*/ { id: "job.withdrawn", message: "Withdrawn" },
} as const;

/** The employment types in the `job` messages. */
const EMPLOYMENT_LABELS = {
  "Full-time": /*i18n*/ { id: "job.Full-time", message: "Full-time" },
  "Part-time": /*i18n*/ { id: "job.Part-time", message: "Part-time" },
  Contract: /*i18n*/ { id: "job.Contract", message: "Contract" },
  Temporary: /*i18n*/ { id: "job.Temporary", message: "Temporary" },
  Internship: /*i18n*/ { id: "job.Internship", message: "Internship" },
} as const;

/** The job, the language its own words were written in, and the page's messages: what every section reads. */
export type JobText = { j: JobDetail; wrote: ReturnType<typeof peopleWroteLang>; t: T<"job"> };

/** The member's mark on this job, when there is one. */
export type Application = { status: ApplicationStatus; appliedAt: string } | null;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase opacity-70">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

export function JobHeader({ j, wrote, t }: JobText) {
  const miles = formatMiles(j.distanceFromGreenwood);
  const website = safeHref(j.companyWebsite);
  const logo = safeHref(j.companyLogo);
  return (
    <header className="mt-4 flex items-start gap-4">
      {logo ? (
        <img
          src={logo}
          alt={t(/*i18n*/ { id: "job.logo", message: "{company} logo" }, { company: j.company })}
          width={64}
          height={64}
          className="h-16 w-16 rounded object-contain"
        />
      ) : null}
      <div>
        <h1 className="text-3xl font-bold" lang={wrote}>
          {j.title}
        </h1>
        <p className="mt-1 text-lg" lang={wrote}>
          {website ? (
            <a href={website} rel="noopener noreferrer" target="_blank" className="text-primary underline">
              {j.company}
            </a>
          ) : (
            j.company
          )}
        </p>
        <p className="text-sm opacity-80" data-testid="job-location">
          {j.location ? (
            <span lang={wrote}>{j.location}</span>
          ) : j.isRemote ? (
            t(/*i18n*/ { id: "job.remote", message: "Remote" })
          ) : (
            t(/*i18n*/ { id: "job.locationNotGiven", message: "Location not given" })
          )}
          {miles ? ` · ${t(/*i18n*/ { id: "job.fromTown", message: "{miles} from town" }, { miles })}` : ""}
          {j.isRemote ? (
            <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-900">
              {t(/*i18n*/ { id: "job.remote", message: "Remote" })}
            </span>
          ) : null}
        </p>
      </div>
    </header>
  );
}

export function JobFacts({ j, wrote, t, lang, now }: JobText & { lang: Lang; now: string }) {
  const type = j.employmentType ? employmentTypeIn(j.employmentType, wrote, (k) => t(EMPLOYMENT_LABELS[k])) : null;
  return (
    <dl className="mt-6 grid grid-cols-2 gap-4 rounded-lg border border-border p-4 sm:grid-cols-3">
      <Fact label={t(/*i18n*/ { id: "job.salary", message: "Salary" })}>
        {j.salary ? <span lang={wrote}>{j.salary}</span> : t(/*i18n*/ { id: "job.notStated", message: "Not stated" })}
      </Fact>
      <Fact label={t(/*i18n*/ { id: "job.type", message: "Type" })}>
        {type ? <span lang={type.lang}>{type.label}</span> : t(/*i18n*/ { id: "job.notStated", message: "Not stated" })}
      </Fact>
      <Fact label={t(/*i18n*/ { id: "job.experience", message: "Experience" })}>
        {j.experienceLevel ? <span lang={wrote}>{j.experienceLevel}</span> : t(/*i18n*/ { id: "job.notStated", message: "Not stated" })}
      </Fact>
      {j.category ? (
        <Fact label={t(/*i18n*/ { id: "job.category", message: "Category" })}>
          <span lang={wrote}>{j.category}</span>
        </Fact>
      ) : null}
      <Fact label={t(/*i18n*/ { id: "job.posted", message: "Posted" })}>
        <span data-testid="job-posted">{formatCardDateIn(lang, j.postedDate)}</span>{" "}
        <span className="text-sm font-normal opacity-70">({jobAgeIn(lang, j.postedDate, new Date(now))})</span>
      </Fact>
      <Fact label={j.expired ? t(/*i18n*/ { id: "job.expired", message: "Expired" }) : t(/*i18n*/ { id: "job.openUntil", message: "Open until" })}>
        {j.expiresDate ? formatCardDateIn(lang, j.expiresDate) : t(/*i18n*/ { id: "job.untilFilled", message: "Until filled" })}
      </Fact>
    </dl>
  );
}

export function JobSkills({ j, wrote, t }: JobText) {
  if (!j.skills.length) return null;
  return (
    <section className="mt-6">
      <h2 className="text-lg font-semibold">{t(/*i18n*/ { id: "job.skills", message: "Skills" })}</h2>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t(/*i18n*/ { id: "job.skills", message: "Skills" })} lang={wrote}>
        {j.skills.map((s) => (
          <li key={s} className="rounded-full bg-secondary px-3 py-1 text-sm">
            {s}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function JobAbout({ j, wrote, t }: JobText) {
  return (
    <section className="mt-6">
      <h2 className="text-lg font-semibold">{t(/*i18n*/ { id: "job.about", message: "About the job" })}</h2>
      {/* Sanitised with an allowlist on the server (app/lib/sanitize.server.ts). */}
      <div
        className="mt-2 space-y-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
        data-testid="job-description"
        lang={wrote}
        dangerouslySetInnerHTML={{ __html: j.description }}
      />
      {j.local?.requirements ? (
        <>
          <h3 className="mt-4 font-semibold">{t(/*i18n*/ { id: "job.requirements", message: "Requirements" })}</h3>
          <p className="mt-1 whitespace-pre-line" lang={wrote}>
            {j.local.requirements}
          </p>
        </>
      ) : null}
      {j.local?.benefits ? (
        <>
          <h3 className="mt-4 font-semibold">{t(/*i18n*/ { id: "job.benefits", message: "Benefits" })}</h3>
          <p className="mt-1 whitespace-pre-line" lang={wrote}>
            {j.local.benefits}
          </p>
        </>
      ) : null}
    </section>
  );
}

function ApplyLinks({ j, wrote, t }: JobText) {
  const applyUrl = safeHref(j.applyUrl);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      {applyUrl ? (
        <a
          href={applyUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="rounded bg-primary px-4 py-2 font-medium text-primary-foreground"
        >
          {t(/*i18n*/ { id: "job.applyOnSite", message: "Apply on the employer's site" })}
        </a>
      ) : null}
      {j.local?.applyEmail ? (
        <a
          href={`mailto:${j.local.applyEmail}?subject=${encodeURIComponent(t(/*i18n*/ { id: "job.applicationSubject", message: "Application: {title}" }, { title: j.title }))}`}
          className="rounded border border-border px-4 py-2"
        >
          {t(/*i18n*/ { id: "job.emailTo", message: "Email {email}" }, { email: j.local.applyEmail })}
        </a>
      ) : null}
      {j.local?.applyPhone ? (
        <a href={telHref(j.local.applyPhone)} className="rounded border border-border px-4 py-2">
          {t(/*i18n*/ { id: "job.call", message: "Call {phone}" }, { phone: j.local.applyPhone })}
        </a>
      ) : null}
      {!applyUrl && !j.local?.applyEmail && !j.local?.applyPhone ? (
        <p className="text-sm">
          <WrittenValue
            message={t(/*i18n*/ { id: "job.contactDirectly", message: "Contact {company} directly to apply." }, { company: HOLE })}
            lang={wrote}
          >
            {j.company}
          </WrittenValue>
        </p>
      ) : null}
    </div>
  );
}

function ApplicationMark({ j, t, application, signedIn }: Omit<JobText, "wrote"> & { application: Application; signedIn: boolean }) {
  const navigation = useNavigation();
  const marking = navigation.state !== "idle" && navigation.formData?.get("intent") === "applied";
  return (
    <div className="mt-4 border-t border-border pt-4 text-sm">
      {application ? (
        <p data-testid="application-status">
          {t(
            /*i18n*/ { id: "job.markedApplied", message: "You marked this job as applied ({status})." },
            { status: t(STATUS_LABELS[application.status]) },
          )}{" "}
          <Link to="/account/jobs" className="text-primary underline">
            {t(/*i18n*/ { id: "job.myJobs", message: "My jobs" })}
          </Link>
        </p>
      ) : signedIn ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="applied" />
          <StatusButton variant="small-secondary" pending={marking} pendingText={t(/*i18n*/ { id: "job.saving", message: "Saving…" })}>
            {t(/*i18n*/ { id: "job.iApplied", message: "I applied" })}
          </StatusButton>
          <span className="opacity-70">{t(/*i18n*/ { id: "job.keepTrack", message: "Keep track of it under My jobs." })}</span>
        </Form>
      ) : (
        <p>
          <Link to={loginUrl(`/jobs/${j.id}`)} className="text-primary underline">
            {t(/*i18n*/ { id: "job.signIn", message: "Sign in" })}
          </Link>{" "}
          {t(/*i18n*/ { id: "job.toKeepTrack", message: "to keep track of the jobs you apply for." })}
        </p>
      )}
    </div>
  );
}

export function ApplySection(props: JobText & { application: Application; signedIn: boolean }) {
  const { t } = props;
  return (
    <section aria-labelledby="apply-heading" className="mt-8 rounded-lg border border-border p-4">
      <h2 id="apply-heading" className="text-lg font-semibold">
        {t(/*i18n*/ { id: "job.apply", message: "Apply" })}
      </h2>
      <ApplyLinks {...props} />
      <ApplicationMark {...props} />
    </section>
  );
}
