// /post-classified: members post an ad, free (listed at once for 30 days) or premium (saved hidden, then paid
// at /paypal-checkout). A multipart form that works without JavaScript, photos included.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { ClassifiedFieldset, PhotoInput, type CategoryNames, type ClassifiedFormMessages } from "~/components/classified-form";
import { useValidationText } from "~/components/forms";
import { Link } from "~/components/site-link";
import { CLASSIFIED_MESSAGES as M, CLASSIFIED_RULES, postClassifiedFormSchema } from "~/lib/classifieds";
import { validationFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { plain, type T } from "~/lib/i18n/plain";
import { classifiedFormWords } from "~/lib/i18n/post.server";
import { priceTag } from "~/lib/prices";
import { flash } from "~/lib/toast.server";
import { getUser, requireUser } from "~/services/auth.server";
import { postClassified } from "~/services/classifieds.server";
import { takeDraft } from "~/services/drafts.server";
import { filesFrom } from "~/services/uploads.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getUser(context);
  return json({
    validation: validationFor(context.lang, "classifieds", "pictures"),
    ...classifiedFormWords(context.lang),
    signedIn: Boolean(user),
    premiumPrice: priceTag("classified-premium"),
    draft: user ? await takeDraft(request, context) : null,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, { keepDraft: true });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: postClassifiedFormSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), photoErrors: null }, { status: 400 });
  const { tier, ...fields } = submission.value;
  let result;
  try {
    result = await postClassified(context, user, fields, tier, filesFrom(formData, "photos"), context.now());
  } catch (error) {
    console.error("post classified failed", error);
    return json({ result: submission.reply({ formErrors: [M.createFailed] }), photoErrors: null }, { status: 500 });
  }
  if (!result.ok) {
    const reply =
      result.field === "title"
        ? submission.reply({ fieldErrors: { title: [result.message] } })
        : result.field === "photos"
          ? submission.reply()
          : submission.reply({ formErrors: [result.message] });
    return json({ result: reply, photoErrors: result.field === "photos" ? [result.message] : null }, { status: result.status });
  }
  if (result.checkoutUrl) throw redirect(result.checkoutUrl);
  flash(context, {
    title: /*i18n*/ { id: "toasts.Success!", message: "Success!" },
    description: /*i18n*/ {
      id: "toasts.Your classified ad has been posted successfully.",
      message: "Your classified ad has been posted successfully.",
    },
  });
  throw redirect("/classifieds");
}

function SignInRequired({ m }: { m: ClassifiedFormMessages }) {
  return (
    <section className="mx-auto max-w-md rounded-lg border border-border p-8 text-center" data-testid="sign-in-required">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "postClassified.signInRequired", message: "Sign In Required" })}</h1>
      <p className="mt-3">{tr(m, /*i18n*/ { id: "postClassified.signInText", message: "You must be signed in to post a classified ad." })}</p>
      <a href="/api/login?returnTo=/post-classified" className="mt-6 inline-block rounded bg-primary px-5 py-2 font-medium text-primary-foreground">
        {tr(m, /*i18n*/ { id: "postClassified.signIn", message: "Sign In" })}
      </a>
    </section>
  );
}

export default function PostClassified() {
  const data = useLoaderData<typeof loader>();
  if (!data.signedIn) return <SignInRequired m={data.m} />;
  return <PostForm premiumPrice={data.premiumPrice} draft={data.draft} m={data.m} categoryNames={data.categoryNames} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "postClassified.postTitle", message: "Post a Classified Ad" }) : "Post a Classified Ad" },
];

/** Free or premium, as two cards; `name` and `initial` are the tier field's name and first value. */
function TierFieldset({
  name,
  initial,
  premiumPrice,
  m,
  t,
}: {
  m: ClassifiedFormMessages;
  t: T<"postClassified">;
  name: string;
  initial: string | undefined;
  premiumPrice: string;
}) {
  const tiers = [
    {
      key: "free",
      name: tr(m, /*i18n*/ { id: "postClassified.free", message: "Free" }),
      price: "$0",
      points: [
        t(/*i18n*/ { id: "postClassified.listedFor", message: "Listed for {days} days" }, { days: CLASSIFIED_RULES.freeDays }),
        t(/*i18n*/ { id: "postClassified.upToPhotos", message: "Up to {n} photos" }, { n: CLASSIFIED_RULES.freePhotos }),
        tr(m, /*i18n*/ { id: "postClassified.renewFree", message: "Renew free in the last week" }),
      ],
    },
    {
      key: "premium",
      name: tr(m, /*i18n*/ { id: "postClassified.premium", message: "Premium" }),
      price: premiumPrice,
      points: [
        t(
          /*i18n*/ { id: "postClassified.featuredFor", message: "Featured at the top for {days} days" },
          { days: CLASSIFIED_RULES.premiumFeaturedDays },
        ),
        t(/*i18n*/ { id: "postClassified.activeFor", message: "Active for {days} days" }, { days: CLASSIFIED_RULES.premiumActiveDays }),
        t(/*i18n*/ { id: "postClassified.upToPhotos", message: "Up to {n} photos" }, { n: CLASSIFIED_RULES.premiumPhotos }),
      ],
    },
  ] as const;
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{tr(m, /*i18n*/ { id: "postClassified.chooseType", message: "Choose your ad type" })}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {tiers.map((tier) => (
          <label
            key={tier.key}
            className="flex cursor-pointer flex-col gap-1 rounded-lg border-2 border-border p-4 has-[:checked]:border-primary has-[:checked]:bg-secondary"
            data-testid={`tier-${tier.key}`}
          >
            <span className="flex items-center gap-2">
              <input id={`tier-${tier.key}`} type="radio" name={name} value={tier.key} defaultChecked={(initial ?? "free") === tier.key} />
              <span className="font-semibold">{tier.name}</span>
              <span className="ml-auto text-xl font-bold">{tier.price}</span>
            </span>
            <ul className="ml-6 list-disc text-sm opacity-80">
              {tier.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </label>
        ))}
      </div>
      <p className="mt-2 text-sm">
        <Link to="/classified-pricing" className="underline">
          {tr(m, /*i18n*/ { id: "postClassified.compare", message: "Compare the options" })}
        </Link>
      </p>
    </fieldset>
  );
}

function FormErrors({ errors, m }: { errors: string[] | undefined; m: ClassifiedFormMessages }) {
  const validationText = useValidationText();
  if (!errors?.length) return null;
  return (
    <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-sm text-red-900" data-testid="form-error">
      <p className="font-semibold">{tr(m, /*i18n*/ { id: "postClassified.error", message: "Error" })}</p>
      {errors.map((e) => (
        <p key={e}>{validationText(e)}</p>
      ))}
    </div>
  );
}

function SubmitRow({ pending, premiumPrice, m, t }: { m: ClassifiedFormMessages; t: T<"postClassified">; pending: boolean; premiumPrice: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button disabled={pending}>
        {pending ? (
          tr(m, /*i18n*/ { id: "postClassified.processing", message: "Processing..." })
        ) : (
          // Without JavaScript the label follows the checked tier card through CSS alone.
          <>
            <span className="group-has-[#tier-premium:checked]:hidden">
              {tr(m, /*i18n*/ { id: "postClassified.postFree", message: "Post Free Ad" })}
            </span>
            <span className="hidden group-has-[#tier-premium:checked]:inline">
              {t(/*i18n*/ { id: "postClassified.payAndPost", message: "Pay {price} & Post Ad" }, { price: premiumPrice })}
            </span>
          </>
        )}
      </Button>
      <Link to="/classifieds" className="rounded border border-border px-5 py-2">
        {tr(m, /*i18n*/ { id: "postClassified.cancel", message: "Cancel" })}
      </Link>
    </div>
  );
}

function PostForm({
  premiumPrice,
  draft,
  m,
  categoryNames,
}: {
  premiumPrice: string;
  draft: SubmissionResult<string[]> | null;
  m: ClassifiedFormMessages;
  categoryNames: CategoryNames;
}) {
  const t = plain<"postClassified">(m);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    lastResult: actionData?.result ?? draft,
    constraint: getZodConstraint(postClassifiedFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { tier: "free" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: postClassifiedFormSchema }),
  });
  const tierValue = fields.tier.value ?? fields.tier.initialValue ?? "free";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to="/classifieds" className="text-sm underline">
        {tr(m, /*i18n*/ { id: "postClassified.backToClassifieds", message: "← Back to Classifieds" })}
      </Link>
      <h1 className="text-3xl font-bold">{tr(m, /*i18n*/ { id: "postClassified.postTitle", message: "Post a Classified Ad" })}</h1>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="group space-y-6">
        <TierFieldset name={fields.tier.name} initial={fields.tier.initialValue} premiumPrice={premiumPrice} m={m} t={t} />

        <ClassifiedFieldset fields={fields} m={m} categoryNames={categoryNames} />

        <fieldset className="space-y-2">
          <legend className="text-lg font-semibold">{tr(m, /*i18n*/ { id: "postClassified.photos", message: "Photos" })}</legend>
          <PhotoInput
            limit={tierValue === "premium" ? CLASSIFIED_RULES.premiumPhotos : CLASSIFIED_RULES.freePhotos}
            errors={actionData?.photoErrors ?? undefined}
            keptNote={Boolean(actionData)}
            m={m}
          />
          <p className="text-xs opacity-70">
            {t(
              /*i18n*/ { id: "postClassified.photosNote", message: "Free ads can have up to {free} photos; premium ads up to {premium}." },
              { free: CLASSIFIED_RULES.freePhotos, premium: CLASSIFIED_RULES.premiumPhotos },
            )}
          </p>
        </fieldset>

        <FormErrors errors={form.errors} m={m} />
        <SubmitRow pending={pending} premiumPrice={premiumPrice} m={m} t={t} />
      </Form>
    </div>
  );
}
