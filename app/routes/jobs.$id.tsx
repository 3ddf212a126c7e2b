// /jobs/{id}: one job in full, how to apply, and a member's "I applied" mark. JobPosting structured data.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { StatusButton } from "~/components/button";
import { notFoundBoundary, notFoundTitle } from "~/components/not-found";
import { WrittenValue } from "~/components/written-value";
import { safeHref } from "~/lib/fields";
import { badRequest, notFoundPanel } from "~/lib/http.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { formatCardDateIn, HOLE, jobAgeIn, peopleWroteLang, plain } from "~/lib/i18n/intl";
import { formatMiles, schemaEmploymentType, type ApplicationStatus } from "~/lib/jobs";
import { employmentTypeIn } from "~/lib/jobs-display";
import { loginUrl } from "~/lib/login-url";
import { telHref } from "~/lib/phone";
import { itemPicture, type OgPage } from "~/lib/seo";
import { flash } from "~/lib/toast.server";
import { getJobPage, markApplied } from "~/models/jobs.server";
import { getUser, requireUser } from "~/services/auth.server";

const JOB_ID = /^[A-Za-z0-9_-]{1,80}$/;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const now = context.now();
  // The session first, then the job and the member's application in one batch: two round trips (issue 45).
  const user = await getUser(context);
  const found = JOB_ID.test(id) ? await getJobPage(context.db, id, now, user?.id ?? null) : null;
  if (!found) notFoundPanel(context.lang, "job");
  const { job, application } = found;
  return json({
    job,
    url: `${context.siteUrl}/jobs/${job.id}`,
    og: {
      title: job.title,
      description: [job.company, job.location, job.salary].filter(Boolean).join(" · "),
      image: itemPicture(job.companyLogo, job.category ?? "jobs"),
      imageAlt: job.companyLogo ? job.company : null,
    } satisfies OgPage,
    now: now.toISOString(),
    signedIn: Boolean(user),
    application: application ? { status: application.status as ApplicationStatus, appliedAt: application.appliedAt.toISOString() } : null,
    lang: context.lang,
    // Messages without plurals, shown by `plain` (the page hydrates: no ICU formatter in its JavaScript).
    messages: messagesFor(context.lang, "job"),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const id = params.id ?? "";
  if (!JOB_ID.test(id)) notFoundPanel(context.lang, "job");
  const form = await request.formData();
  if (form.get("intent") !== "applied") badRequest(context.lang, "Unknown action");
  const result = await markApplied(context.db, user.id, id, context.now());
  if (result === "not-found") {
    flash(context, { title: "Job closed", description: "This job is no longer open.", variant: "destructive" });
    return redirect(`/jobs/${id}`);
  }
  flash(
    context,
    result === "created"
      ? { title: "Marked as applied", description: "Track it under My jobs." }
      : { title: "Already marked", description: "You marked this job as applied before." },
  );
  return redirect(`/jobs/${id}`);
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!data) return [{ title: notFoundTitle(error, "Job Not Found") }];
  const j = data.job;
  const description = `${j.company} · ${j.location ?? (j.isRemote ? "Remote" : "")}${j.salary ? ` · ${j.salary}` : ""}`;
  const salary = parseSalary(j.salary);
  return [
    { title: plain<"job">(data.messages)("metaTitle", { title: j.title, company: j.company }) },
    { name: "description", content: description },
    ...(j.expired ? [{ name: "robots", content: "noindex" }] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "JobPosting",
        title: j.title,
        description: j.description || j.title,
        datePosted: j.postedDate ?? undefined,
        validThrough: j.expiresDate ?? undefined,
        employmentType: schemaEmploymentType(j.employmentType),
        hiringOrganization: {
          "@type": "Organization",
          name: j.company,
          sameAs: safeHref(j.companyWebsite) ?? undefined,
          logo: safeHref(j.companyLogo) ?? undefined,
        },
        jobLocation: j.location
          ? {
              "@type": "Place",
              address: { "@type": "PostalAddress", addressLocality: j.location.split(",")[0]?.trim(), addressRegion: "IN", addressCountry: "US" },
              ...(j.latitude !== null && j.longitude !== null
                ? { geo: { "@type": "GeoCoordinates", latitude: j.latitude, longitude: j.longitude } }
                : {}),
            }
          : undefined,
        jobLocationType: j.isRemote ? "TELECOMMUTE" : undefined,
        applicantLocationRequirements: j.isRemote ? { "@type": "State", name: "Indiana" } : undefined,
        baseSalary: salary
          ? {
              "@type": "MonetaryAmount",
              currency: "USD",
              value: { "@type": "QuantitativeValue", minValue: salary.min, maxValue: salary.max, unitText: salary.unit },
            }
          : undefined,
        url: data.url,
      },
    },
  ];
};

/** "$18 - $21/hr", "$46,000 - $52,000/yr", "$19.25/hr" as schema.org's amounts; null when it is not that plain. */
function parseSalary(text: string | null): { min: number; max: number; unit: string } | null {
  if (!text) return null;
  const m = text.match(/\$\s?([\d,]+(?:\.\d+)?)(?:\s*[-–]\s*\$?\s?([\d,]+(?:\.\d+)?))?\s*\/?\s*(hr|hour|yr|year|day|week|month)?/i);
  if (!m) return null;
  const min = Number(m[1].replace(/,/g, ""));
  const max = m[2] ? Number(m[2].replace(/,/g, "")) : min;
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) return null;
  const unit = (m[3] ?? (min >= 1000 ? "yr" : "hr")).toLowerCase();
  const units: Record<string, string> = { hr: "HOUR", hour: "HOUR", yr: "YEAR", year: "YEAR", day: "DAY", week: "WEEK", month: "MONTH" };
  return { min, max, unit: units[unit] ?? "YEAR" };
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase opacity-70">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

export default function JobPage() {
  const { job: j, now, signedIn, application, lang, messages } = useLoaderData<typeof loader>();
  const t = plain<"job">(messages);
  // The listing's own words (title, company, place, salary, description) are what people wrote.
  const wrote = peopleWroteLang(lang);
  const type = j.employmentType ? employmentTypeIn(j.employmentType, wrote, t) : null;
  const navigation = useNavigation();
  const marking = navigation.state !== "idle" && navigation.formData?.get("intent") === "applied";
  const miles = formatMiles(j.distanceFromGreenwood);
  const applyUrl = safeHref(j.applyUrl);
  const website = safeHref(j.companyWebsite);
  const logo = safeHref(j.companyLogo);
  return (
    <article className="mx-auto max-w-3xl">
      <Link to="/jobs" className="text-sm text-primary">
        {t("backToJobs")}
      </Link>
      {j.expired ? (
        <p role="status" data-testid="job-expired" className="mt-4 rounded border border-amber-400 bg-amber-50 p-3 text-sm text-amber-900">
          {t("expiredNote")}
        </p>
      ) : null}
      <header className="mt-4 flex items-start gap-4">
        {logo ? <img src={logo} alt={t("logo", { company: j.company })} width={64} height={64} className="h-16 w-16 rounded object-contain" /> : null}
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
            {j.location ? <span lang={wrote}>{j.location}</span> : j.isRemote ? t("remote") : t("locationNotGiven")}
            {miles ? ` · ${t("fromTown", { miles })}` : ""}
            {j.isRemote ? (
              <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-900">{t("remote")}</span>
            ) : null}
          </p>
        </div>
      </header>

      <dl className="mt-6 grid grid-cols-2 gap-4 rounded-lg border border-border p-4 sm:grid-cols-3">
        <Fact label={t("salary")}>{j.salary ? <span lang={wrote}>{j.salary}</span> : t("notStated")}</Fact>
        <Fact label={t("type")}>{type ? <span lang={type.lang}>{type.label}</span> : t("notStated")}</Fact>
        <Fact label={t("experience")}>{j.experienceLevel ? <span lang={wrote}>{j.experienceLevel}</span> : t("notStated")}</Fact>
        {j.category ? (
          <Fact label={t("category")}>
            <span lang={wrote}>{j.category}</span>
          </Fact>
        ) : null}
        <Fact label={t("posted")}>
          <span data-testid="job-posted">{formatCardDateIn(lang, j.postedDate)}</span>{" "}
          <span className="text-sm font-normal opacity-70">({jobAgeIn(lang, j.postedDate, new Date(now))})</span>
        </Fact>
        <Fact label={j.expired ? t("expired") : t("openUntil")}>{j.expiresDate ? formatCardDateIn(lang, j.expiresDate) : t("untilFilled")}</Fact>
      </dl>

      {j.skills.length ? (
        <section className="mt-6">
          <h2 className="text-lg font-semibold">{t("skills")}</h2>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("skills")} lang={wrote}>
            {j.skills.map((s) => (
              <li key={s} className="rounded-full bg-secondary px-3 py-1 text-sm">
                {s}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="mt-6">
        <h2 className="text-lg font-semibold">{t("about")}</h2>
        {/* Sanitised with an allowlist on the server (app/lib/sanitize.server.ts). */}
        <div
          className="mt-2 space-y-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
          data-testid="job-description"
          lang={wrote}
          dangerouslySetInnerHTML={{ __html: j.description }}
        />
        {j.local?.requirements ? (
          <>
            <h3 className="mt-4 font-semibold">{t("requirements")}</h3>
            <p className="mt-1 whitespace-pre-line" lang={wrote}>
              {j.local.requirements}
            </p>
          </>
        ) : null}
        {j.local?.benefits ? (
          <>
            <h3 className="mt-4 font-semibold">{t("benefits")}</h3>
            <p className="mt-1 whitespace-pre-line" lang={wrote}>
              {j.local.benefits}
            </p>
          </>
        ) : null}
      </section>

      {!j.expired ? (
        <section aria-labelledby="apply-heading" className="mt-8 rounded-lg border border-border p-4">
          <h2 id="apply-heading" className="text-lg font-semibold">
            {t("apply")}
          </h2>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            {applyUrl ? (
              <a
                href={applyUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="rounded bg-primary px-4 py-2 font-medium text-primary-foreground"
              >
                {t("applyOnSite")}
              </a>
            ) : null}
            {j.local?.applyEmail ? (
              <a
                href={`mailto:${j.local.applyEmail}?subject=${encodeURIComponent(t("applicationSubject", { title: j.title }))}`}
                className="rounded border border-border px-4 py-2"
              >
                {t("emailTo", { email: j.local.applyEmail })}
              </a>
            ) : null}
            {j.local?.applyPhone ? (
              <a href={telHref(j.local.applyPhone)} className="rounded border border-border px-4 py-2">
                {t("call", { phone: j.local.applyPhone })}
              </a>
            ) : null}
            {!applyUrl && !j.local?.applyEmail && !j.local?.applyPhone ? (
              <p className="text-sm">
                <WrittenValue message={t("contactDirectly", { company: HOLE })} lang={wrote}>
                  {j.company}
                </WrittenValue>
              </p>
            ) : null}
          </div>
          <div className="mt-4 border-t border-border pt-4 text-sm">
            {application ? (
              <p data-testid="application-status">
                {t("markedApplied", { status: t(application.status) })}{" "}
                <Link to="/account/jobs" className="text-primary underline">
                  {t("myJobs")}
                </Link>
              </p>
            ) : signedIn ? (
              <Form method="post" className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="intent" value="applied" />
                <StatusButton variant="small-secondary" pending={marking} pendingText={t("saving")}>
                  {t("iApplied")}
                </StatusButton>
                <span className="opacity-70">{t("keepTrack")}</span>
              </Form>
            ) : (
              <p>
                <Link to={loginUrl(`/jobs/${j.id}`)} className="text-primary underline">
                  {t("signIn")}
                </Link>{" "}
                {t("toKeepTrack")}
              </p>
            )}
          </div>
        </section>
      ) : null}
    </article>
  );
}

export const ErrorBoundary = notFoundBoundary(
  "Job Not Found",
  "The job you're looking for doesn't exist or has been removed.",
  "/jobs",
  "Back to Jobs",
);
