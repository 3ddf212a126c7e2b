// /businesses/:id/review: a member writes their one review of a business, or edits or deletes it. A multipart form
// that works without JavaScript, picture included (the upload module).
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { StatusButton, Button } from "~/components/button";
import { ErrorList } from "~/components/forms";
import { Link } from "~/components/site-link";
import { WrittenValue } from "~/components/written-value";
import { notFound } from "~/lib/http.server";
import { messagesFor, validationFor, validationText } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { HOLE, peopleWroteLang, plain } from "~/lib/i18n/plain";
import { REVIEW_TOASTS, reviewFormSchema } from "~/lib/reviews";
import { flash } from "~/lib/toast.server";
import { requireUser } from "~/services/auth.server";
import { takeDraft } from "~/services/drafts.server";
import { deleteOwnReview, reviewTarget, saveReview } from "~/services/reviews.server";
import { filesFrom } from "~/services/uploads.server";
import { PictureField, RatingFieldset, ReviewRefused, ReviewTextFields, VisitedField } from "./fields";

const businessId = (value: string | undefined) => (/^\d{1,15}$/.test(value ?? "") ? Number(value) : null);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = businessId(params.id);
  if (!id) notFound("Business Not Found");
  const target = await reviewTarget(context, user, id);
  if (!target.ok) {
    if (target.status === 404) notFound("Business Not Found");
    return json(
      {
        lang: context.lang,
        m: messagesFor(context.lang, "postBusiness"),
        businessId: id,
        businessName: null,
        refused: validationText(context.lang, target.message),
        own: null,
        draft: null,
      },
      { status: target.status },
    );
  }
  const own = target.own;
  return json({
    validation: validationFor(context.lang, "reviews", "pictures"),
    lang: context.lang,
    m: messagesFor(context.lang, "postBusiness"),
    businessId: id,
    businessName: target.business.name,
    refused: null,
    own: own ? { rating: own.rating, title: own.title, body: own.body, pictureUrl: own.pictureUrl, status: own.status, visited: own.visited } : null,
    draft: await takeDraft(request, context),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, { keepDraft: true });
  const id = businessId(params.id);
  if (!id) notFound("Business Not Found");
  const formData = await request.formData();
  if (formData.get("intent") === "delete") {
    const done = await deleteOwnReview(context, user, id);
    if (done.ok) flash(context, REVIEW_TOASTS.deleted);
    throw redirect(`/businesses/${id}#reviews`);
  }
  const submission = parseWithZod(formData, { schema: reviewFormSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), pictureErrors: null }, { status: 400 });
  const saved = await saveReview(context, user, id, submission.value, filesFrom(formData, "picture"));
  if (!saved.ok) {
    return json(
      saved.field === "picture"
        ? { result: submission.reply(), pictureErrors: [saved.message] }
        : { result: submission.reply({ formErrors: [saved.message] }), pictureErrors: null },
      { status: saved.status },
    );
  }
  flash(context, saved.status === "held" ? REVIEW_TOASTS.held : saved.created ? REVIEW_TOASTS.published : REVIEW_TOASTS.updated);
  throw redirect(`/businesses/${id}#reviews`);
}

export default function WriteReview() {
  const data = useLoaderData<typeof loader>();
  const { m } = data;
  const t = plain<"postBusiness">(m);
  const wrote = peopleWroteLang(data.lang);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    lastResult: actionData?.result ?? data.draft,
    constraint: getZodConstraint(reviewFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: data.own
      ? { rating: String(data.own.rating), title: data.own.title, body: data.own.body, visited: data.own.visited ? "on" : undefined }
      : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reviewFormSchema }),
  });
  const back = `/businesses/${data.businessId}`;
  if (data.refused) return <ReviewRefused refused={data.refused} back={back} m={m} />;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Link to={back} className="text-sm underline">
        <WrittenValue message={t(/*i18n*/ { id: "postBusiness.backTo", message: "← Back to {name}" }, { name: HOLE })} lang={wrote}>
          {data.businessName}
        </WrittenValue>
      </Link>
      <h1 className="text-3xl font-bold">
        <WrittenValue
          message={t(
            data.own
              ? /*i18n*/ { id: "postBusiness.editReviewOf", message: "Edit your review of {name}" }
              : /*i18n*/ { id: "postBusiness.writeReviewOf", message: "Write a review of {name}" },
            { name: HOLE },
          )}
          lang={wrote}
        >
          {data.businessName}
        </WrittenValue>
      </h1>
      <p className="text-sm opacity-80">
        {tr(
          m,
          /*i18n*/ {
            id: "postBusiness.reviewLead",
            message:
              "Tell your neighbours about your own visit. Links are shown as plain text. Reviews from accounts less than a day old are checked by a moderator before they appear.",
          },
        )}
      </p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-5">
        <RatingFieldset fields={fields} t={t} m={m} />
        <ReviewTextFields fields={fields} t={t} m={m} />
        <VisitedField fields={fields} m={m} />
        <PictureField
          fields={fields}
          m={m}
          pictureUrl={data.own?.pictureUrl ?? null}
          answered={Boolean(actionData)}
          pictureErrors={actionData?.pictureErrors}
        />
        <ErrorList errors={form.errors} />
        <StatusButton pending={pending} pendingText={tr(m, /*i18n*/ { id: "postBusiness.saving", message: "Saving..." })}>
          {data.own
            ? tr(m, /*i18n*/ { id: "postBusiness.saveChanges", message: "Save changes" })
            : tr(m, /*i18n*/ { id: "postBusiness.postReview", message: "Post review" })}
        </StatusButton>
      </Form>
      {data.own ? (
        <Form method="post" className="border-t border-border pt-4">
          <input type="hidden" name="intent" value="delete" />
          <Button variant="small-danger">{tr(m, /*i18n*/ { id: "postBusiness.deleteReview", message: "Delete my review" })}</Button>
        </Form>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? data.businessName
        ? plain<"postBusiness">(data.m)(/*i18n*/ { id: "postBusiness.reviewMeta", message: "Review {name}" }, { name: data.businessName })
        : tr(data.m, /*i18n*/ { id: "postBusiness.writeReviewMeta", message: "Write a Review" })
      : "Write a Review",
  },
  { name: "robots", content: "noindex" },
];
