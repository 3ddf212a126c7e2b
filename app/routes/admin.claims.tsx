import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { Button } from "~/components/button";
import { Link } from "~/components/site-link";
import { id } from "~/lib/fields";
import { badRequest, firstRule } from "~/lib/http.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { peopleWroteLang } from "~/lib/i18n/intl";
import { plain } from "~/lib/i18n/plain";
import { formatPhone } from "~/lib/phone";
import { flash } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { listPendingClaims } from "~/models/claims.server";
import { requireModerator } from "~/services/auth.server";
import { reviewClaim } from "~/services/decision-and-receipt-mail.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireModerator(request, context);
  return json({ claims: await listPendingClaims(context.db), messages: messagesFor(context.lang, "adminClaims") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const reviewer = await requireModerator(request, context);
  const form = z
    .object({ claimId: id("Invalid claim id"), intent: z.enum(["approve", "reject"]) })
    .safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) badRequest(context.lang, firstRule(form.error, /*i18n*/ { id: "badRequest.Invalid claim", message: "Invalid claim" }));
  const approve = form.data.intent === "approve";
  const done = await reviewClaim(context, reviewer, form.data.claimId, approve);
  if (done)
    flash(
      context,
      approve
        ? {
            title: /*i18n*/ { id: "toasts.Claim Approved", message: "Claim Approved" },
            description: /*i18n*/ { id: "toasts.The claimant is now the verified owner.", message: "The claimant is now the verified owner." },
          }
        : {
            title: /*i18n*/ { id: "toasts.Claim Rejected", message: "Claim Rejected" },
            description: /*i18n*/ { id: "toasts.The claim has been rejected.", message: "The claim has been rejected." },
          },
    );
  else
    flash(context, {
      title: /*i18n*/ { id: "toasts.Error", message: "Error" },
      description: approve
        ? /*i18n*/ { id: "toasts.Failed to approve claim", message: "Failed to approve claim" }
        : /*i18n*/ { id: "toasts.Failed to reject claim", message: "Failed to reject claim" },
      variant: "destructive",
    });
  return redirect("/admin/claims");
}

export default function AdminClaims() {
  const { claims, messages } = useLoaderData<typeof loader>();
  const t = plain<"adminClaims">(messages);
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  const busy = useNavigation().state !== "idle";
  if (claims.length === 0) return <p>{t(/*i18n*/ { id: "adminClaims.none", message: "No pending claims." })}</p>;
  return (
    <ul className="divide-y divide-border">
      {claims.map((c) => (
        <li key={c.id} className="py-4" data-testid={`claim-${c.businessId}`}>
          <p className="font-semibold">
            <Link to={`/businesses/${c.businessId}`} lang={wrote}>
              {c.businessName}
            </Link>
          </p>
          <p className="text-sm opacity-80" lang={wrote}>
            {c.businessAddress}
          </p>
          <dl className="mt-2 grid gap-x-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="inline opacity-70">{t(/*i18n*/ { id: "adminClaims.member", message: "Member: " })}</dt>
              <dd className="inline">{c.claimVerificationData.userEmail}</dd>
            </div>
            <div>
              <dt className="inline opacity-70">{t(/*i18n*/ { id: "adminClaims.role", message: "Role: " })}</dt>
              <dd className="inline" lang={wrote}>
                {c.claimVerificationData.businessRole}
              </dd>
            </div>
            <div>
              <dt className="inline opacity-70">{t(/*i18n*/ { id: "adminClaims.phone", message: "Phone: " })}</dt>
              <dd className="inline">{formatPhone(c.claimVerificationData.contactPhone)}</dd>
            </div>
            {c.claimVerificationData.businessEmail ? (
              <div>
                <dt className="inline opacity-70">{t(/*i18n*/ { id: "adminClaims.businessEmail", message: "Business email: " })}</dt>
                <dd className="inline">{c.claimVerificationData.businessEmail}</dd>
              </div>
            ) : null}
            <div className="sm:col-span-2">
              <dt className="inline opacity-70">{t(/*i18n*/ { id: "adminClaims.verification", message: "Verification: " })}</dt>
              <dd className="inline" lang={wrote}>
                {c.claimVerificationData.verificationMessage}
              </dd>
            </div>
            {c.claimVerificationData.additionalInfo ? (
              <div className="sm:col-span-2">
                <dt className="inline opacity-70">{t(/*i18n*/ { id: "adminClaims.more", message: "More: " })}</dt>
                <dd className="inline" lang={wrote}>
                  {c.claimVerificationData.additionalInfo}
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="inline opacity-70">{t(/*i18n*/ { id: "adminClaims.submitted", message: "Submitted: " })}</dt>
              <dd className="inline">{dateTimeIn(lang, c.createdAt, "dateTime")}</dd>
            </div>
          </dl>
          <Form method="post" className="mt-3 flex gap-2">
            <input type="hidden" name="claimId" value={c.id} />
            <Button name="intent" value="approve" disabled={busy} variant="small">
              {t(/*i18n*/ { id: "adminClaims.approve", message: "Approve" })}
            </Button>
            <Button name="intent" value="reject" disabled={busy} variant="small-secondary">
              {t(/*i18n*/ { id: "adminClaims.reject", message: "Reject" })}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
