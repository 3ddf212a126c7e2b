// /jobs/{id}: one job in full, how to apply, and a member's "I applied" mark. JobPosting structured data.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { notFoundBoundary, notFoundTitle } from "~/components/not-found";
import { Link } from "~/components/site-link";
import { safeHref } from "~/lib/fields";
import { badRequest, notFoundPanel } from "~/lib/http.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { peopleWroteLang, plain } from "~/lib/i18n/intl";
import { schemaEmploymentType, type ApplicationStatus } from "~/lib/jobs";
import { itemPicture, type OgPage } from "~/lib/seo";
import { flash } from "~/lib/toast.server";
import { getJobPage, markApplied } from "~/models/jobs.server";
import { getUser, requireUser } from "~/services/auth.server";
import { ApplySection, JobAbout, JobFacts, JobHeader, JobSkills } from "./sections";

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
  if (form.get("intent") !== "applied") badRequest(context.lang, /*i18n*/ { id: "badRequest.Unknown action", message: "Unknown action" });
  const result = await markApplied(context.db, user.id, id, context.now());
  if (result === "not-found") {
    flash(context, {
      title: /*i18n*/ { id: "toasts.Job closed", message: "Job closed" },
      description: /*i18n*/ { id: "toasts.This job is no longer open.", message: "This job is no longer open." },
      variant: "destructive",
    });
    return redirect(`/jobs/${id}`);
  }
  flash(
    context,
    result === "created"
      ? {
          title: /*i18n*/ { id: "toasts.Marked as applied", message: "Marked as applied" },
          description: /*i18n*/ { id: "toasts.Track it under My jobs.", message: "Track it under My jobs." },
        }
      : {
          title: /*i18n*/ { id: "toasts.Already marked", message: "Already marked" },
          description: /*i18n*/ { id: "toasts.You marked this job as applied before.", message: "You marked this job as applied before." },
        },
  );
  return redirect(`/jobs/${id}`);
}

export default function JobPage() {
  const { job: j, now, signedIn, application, lang, messages } = useLoaderData<typeof loader>();
  const t = plain<"job">(messages);
  // The listing's own words (title, company, place, salary, description) are what people wrote.
  const wrote = peopleWroteLang(lang);
  return (
    <article className="mx-auto max-w-3xl">
      <Link to="/jobs" className="text-sm text-primary">
        {t(/*i18n*/ { id: "job.backToJobs", message: "← Back to Jobs" })}
      </Link>
      {j.expired ? (
        <p role="status" data-testid="job-expired" className="mt-4 rounded border border-amber-400 bg-amber-50 p-3 text-sm text-amber-900">
          {t(/*i18n*/ { id: "job.expiredNote", message: "This job has expired and is no longer accepting applications." })}
        </p>
      ) : null}
      <JobHeader j={j} wrote={wrote} t={t} />

      <JobFacts j={j} wrote={wrote} t={t} lang={lang} now={now} />

      <JobSkills j={j} wrote={wrote} t={t} />

      <JobAbout j={j} wrote={wrote} t={t} />

      {!j.expired ? <ApplySection j={j} wrote={wrote} t={t} application={application} signedIn={signedIn} /> : null}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!data) return [{ title: notFoundTitle(error, "Job Not Found") }];
  const j = data.job;
  const description = `${j.company} · ${j.location ?? (j.isRemote ? "Remote" : "")}${j.salary ? ` · ${j.salary}` : ""}`;
  const salary = parseSalary(j.salary);
  return [
    { title: plain<"job">(data.messages)(/*i18n*/ { id: "job.metaTitle", message: "{title} at {company}" }, { title: j.title, company: j.company }) },
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
  if (!m?.[1]) return null;
  const min = Number(m[1].replace(/,/g, ""));
  const max = m[2] ? Number(m[2].replace(/,/g, "")) : min;
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min) return null;
  const unit = (m[3] ?? (min >= 1000 ? "yr" : "hr")).toLowerCase();
  const units: Record<string, string> = { hr: "HOUR", hour: "HOUR", yr: "YEAR", year: "YEAR", day: "DAY", week: "WEEK", month: "MONTH" };
  return { min, max, unit: units[unit] ?? "YEAR" };
}

export const ErrorBoundary = notFoundBoundary(
  "Job Not Found",
  "The job you're looking for doesn't exist or has been removed.",
  "/jobs",
  "Back to Jobs",
);
