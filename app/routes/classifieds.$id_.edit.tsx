// /classifieds/{id}/edit: the seller changes their ad (fields and photos). Nobody else may: 403.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SaveCancel } from "~/components/button";
import { ClassifiedFieldset, PhotoInput } from "~/components/classified-form";
import { notFoundBoundary } from "~/components/not-found";
import { Link } from "~/components/site-link";
import { classifiedFieldsSchema, photoLimit } from "~/lib/classifieds";
import { parseId } from "~/lib/fields";
import { notFoundPanel, notFoundPanelResponse } from "~/lib/http.server";
import { validationFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { peopleWroteLang, plain } from "~/lib/i18n/plain";
import { classifiedFormWords } from "~/lib/i18n/post.server";
import { flash } from "~/lib/toast.server";
import { requireUser } from "~/services/auth.server";
import { editClassified, ownAd } from "~/services/classifieds.server";
import { takeDraft } from "~/services/drafts.server";
import { filesFrom } from "~/services/uploads.server";

const forbidden = () => new Response("You can only edit your own ads", { status: 403, statusText: "Forbidden" });

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = parseId(params.id);
  if (!id) notFoundPanel(context.lang, "classified");
  const owned = await ownAd(context.db, id, user);
  if (!owned.ok) throw owned.status === 404 ? notFoundPanelResponse(context.lang, "classified") : forbidden();
  const { ad } = owned;
  return json({
    validation: validationFor(context.lang, "classifieds", "pictures"),
    lang: context.lang,
    ...classifiedFormWords(context.lang),
    ad: {
      id: ad.id,
      title: ad.title,
      description: ad.description,
      category: ad.category,
      price: ad.price ?? "",
      location: ad.location ?? "",
      contactEmail: ad.contactEmail ?? "",
      contactPhone: ad.contactPhone ?? "",
      imageUrls: ad.imageUrls ?? [],
    },
    photoLimit: photoLimit(ad.isPremium || ad.awaitingPayment),
    draft: await takeDraft(request, context),
  });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, { keepDraft: true });
  const id = parseId(params.id);
  if (!id) notFoundPanel(context.lang, "classified");
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: classifiedFieldsSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), photoErrors: null }, { status: 400 });
  const removePhotos = formData.getAll("removePhoto").filter((v): v is string => typeof v === "string");
  const result = await editClassified(context, user, id, submission.value, removePhotos, filesFrom(formData, "photos"), context.now());
  if (!result.ok) {
    if (!("message" in result)) throw result.status === 404 ? notFoundPanelResponse(context.lang, "classified") : forbidden();
    return json({ result: submission.reply(), photoErrors: [result.message] }, { status: result.status });
  }
  flash(context, {
    title: /*i18n*/ { id: "toasts.Success", message: "Success" },
    description: /*i18n*/ { id: "toasts.Your ad was updated.", message: "Your ad was updated." },
  });
  throw redirect(`/classifieds/${id}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "postClassified.editTitle", message: "Edit Classified Ad" }) : "Edit Classified Ad" },
];

export default function EditClassified() {
  const { ad, photoLimit: limit, draft, lang, m, categoryNames } = useLoaderData<typeof loader>();
  const t = plain<"postClassified">(m);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    lastResult: actionData?.result ?? draft,
    constraint: getZodConstraint(classifiedFieldsSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: ad,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: classifiedFieldsSchema }),
  });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to={`/classifieds/${ad.id}`} className="text-sm underline">
        {tr(m, /*i18n*/ { id: "postClassified.backToAd", message: "← Back to the ad" })}
      </Link>
      <h1 className="text-3xl font-bold">{tr(m, /*i18n*/ { id: "postClassified.editTitle", message: "Edit Classified Ad" })}</h1>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
        <ClassifiedFieldset fields={fields} m={m} categoryNames={categoryNames} valueLang={peopleWroteLang(lang)} />
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold">{tr(m, /*i18n*/ { id: "postClassified.photos", message: "Photos" })}</legend>
          {ad.imageUrls.length ? (
            <ul className="flex flex-wrap gap-3">
              {ad.imageUrls.map((url, i) => (
                <li key={url} className="w-28 text-center text-xs">
                  <img
                    src={url}
                    alt={t(
                      /*i18n*/ { id: "postClassified.photoAlt", message: "{title}, {n} of {count}" },
                      { title: ad.title, n: i + 1, count: ad.imageUrls.length },
                    )}
                    lang={peopleWroteLang(lang)}
                    width={112}
                    height={112}
                    className="h-28 w-28 rounded object-cover"
                  />
                  <label className="mt-1 flex items-center justify-center gap-1">
                    <input type="checkbox" name="removePhoto" value={url} /> {tr(m, /*i18n*/ { id: "postClassified.remove", message: "Remove" })}
                  </label>
                </li>
              ))}
            </ul>
          ) : null}
          <PhotoInput limit={limit} errors={actionData?.photoErrors ?? undefined} keptNote={Boolean(actionData)} m={m} />
        </fieldset>
        <SaveCancel
          pending={pending}
          pendingText={tr(m, /*i18n*/ { id: "postClassified.saving", message: "Saving..." })}
          cancelTo={`/classifieds/${ad.id}`}
          cancelText={tr(m, /*i18n*/ { id: "postClassified.cancel", message: "Cancel" })}
        >
          {tr(m, /*i18n*/ { id: "postClassified.saveChanges", message: "Save Changes" })}
        </SaveCancel>
      </Form>
    </div>
  );
}

export const ErrorBoundary = notFoundBoundary(
  "Classified Not Found",
  "The ad you're looking for doesn't exist or has been removed.",
  "/classifieds",
  "Back to Classifieds",
);
