// /account/jobs: the jobs a member marked as applied (with statuses they keep up to date), and, for employers,
// their own posts: review state, payment, and a Close button.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/site-link";
import { tr } from "~/lib/i18n/descriptor";
import { peopleWroteLang, plain } from "~/lib/i18n/plain";
import { accountJobsAction, accountJobsLoader } from "./actions.server";
import { ApplicationsSection, PostsSection } from "./sections";

export const loader = accountJobsLoader;
export const action = accountJobsAction;

export default function MyJobs() {
  const { applications, posts, lang, m } = useLoaderData<typeof loader>();
  const t = plain<"account">(m);
  const wrote = peopleWroteLang(lang);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const text = { m, t, lang, wrote, busy };
  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{tr(m, /*i18n*/ { id: "account.jobsTitle", message: "My Jobs" })}</h1>
        <div className="flex gap-2">
          <Link to="/jobs" className="rounded border border-border px-3 py-2 text-sm">
            {tr(m, /*i18n*/ { id: "account.browseJobs", message: "Browse jobs" })}
          </Link>
          <Link to="/jobs/post" className="rounded bg-primary px-4 py-2 text-sm font-medium text-primary-foreground">
            {tr(m, /*i18n*/ { id: "account.postJobButton", message: "Post a Job" })}
          </Link>
        </div>
      </header>

      <ApplicationsSection applications={applications} {...text} />

      <PostsSection posts={posts} {...text} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "account.jobsTitle", message: "My Jobs" }) : "My Jobs" },
  { name: "robots", content: "noindex" },
];
