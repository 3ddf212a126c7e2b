import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { Button } from "~/components/button";
import { formatDateTime } from "~/lib/dates";
import { id } from "~/lib/fields";
import { badRequest } from "~/lib/http.server";
import { formatPhone } from "~/lib/phone";
import { flash } from "~/lib/toast.server";
import { listPendingClaims } from "~/models/claims.server";
import { requireModerator } from "~/services/auth.server";
import { reviewClaim } from "~/services/decision-and-receipt-mail.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireModerator(request, context);
  return json({ claims: await listPendingClaims(context.db) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const reviewer = await requireModerator(request, context);
  const form = z
    .object({ claimId: id("Invalid claim id"), intent: z.enum(["approve", "reject"]) })
    .safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) badRequest(form.error.issues[0]?.message ?? "Invalid claim");
  const approve = form.data.intent === "approve";
  const done = await reviewClaim(context, reviewer, form.data.claimId, approve);
  if (done)
    flash(
      context,
      approve
        ? { title: "Claim Approved", description: "The claimant is now the verified owner." }
        : { title: "Claim Rejected", description: "The claim has been rejected." },
    );
  else flash(context, { title: "Error", description: approve ? "Failed to approve claim" : "Failed to reject claim", variant: "destructive" });
  return redirect("/admin/claims");
}

export default function AdminClaims() {
  const { claims } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  if (claims.length === 0) return <p>No pending claims.</p>;
  return (
    <ul className="divide-y divide-border">
      {claims.map((c) => (
        <li key={c.id} className="py-4" data-testid={`claim-${c.businessId}`}>
          <p className="font-semibold">
            <Link to={`/businesses/${c.businessId}`}>{c.businessName}</Link>
          </p>
          <p className="text-sm opacity-80">{c.businessAddress}</p>
          <dl className="mt-2 grid gap-x-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="inline opacity-70">Member: </dt>
              <dd className="inline">{c.claimVerificationData.userEmail}</dd>
            </div>
            <div>
              <dt className="inline opacity-70">Role: </dt>
              <dd className="inline">{c.claimVerificationData.businessRole}</dd>
            </div>
            <div>
              <dt className="inline opacity-70">Phone: </dt>
              <dd className="inline">{formatPhone(c.claimVerificationData.contactPhone)}</dd>
            </div>
            {c.claimVerificationData.businessEmail ? (
              <div>
                <dt className="inline opacity-70">Business email: </dt>
                <dd className="inline">{c.claimVerificationData.businessEmail}</dd>
              </div>
            ) : null}
            <div className="sm:col-span-2">
              <dt className="inline opacity-70">Verification: </dt>
              <dd className="inline">{c.claimVerificationData.verificationMessage}</dd>
            </div>
            {c.claimVerificationData.additionalInfo ? (
              <div className="sm:col-span-2">
                <dt className="inline opacity-70">More: </dt>
                <dd className="inline">{c.claimVerificationData.additionalInfo}</dd>
              </div>
            ) : null}
            <div>
              <dt className="inline opacity-70">Submitted: </dt>
              <dd className="inline">{formatDateTime(c.createdAt)}</dd>
            </div>
          </dl>
          <Form method="post" className="mt-3 flex gap-2">
            <input type="hidden" name="claimId" value={c.id} />
            <Button name="intent" value="approve" disabled={busy} variant="small">
              Approve
            </Button>
            <Button name="intent" value="reject" disabled={busy} variant="small-secondary">
              Reject
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
