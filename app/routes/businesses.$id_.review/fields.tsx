// The review form's parts: the refusal panel, the star rating, the title and text, "I visited", and the picture.
import type { useForm } from "@conform-to/react";
import type { z } from "zod";
import { ErrorList, Field, TextareaField } from "~/components/forms";
import { Picture } from "~/components/picture";
import { Link } from "~/components/site-link";
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import type { T } from "~/lib/i18n/plain";
import { REVIEW_RULES, type reviewFormSchema } from "~/lib/reviews";

type Schema = typeof reviewFormSchema;
export type ReviewFields = ReturnType<typeof useForm<z.input<Schema>, z.output<Schema>>>[1];
type Text = { m: Messages<"postBusiness">; t: T<"postBusiness"> };

/** Why this member may not review this business (their own, or not signed in long enough), with the way back. */
export function ReviewRefused({ refused, back, m }: { refused: string; back: string; m: Messages<"postBusiness"> }) {
  return (
    <section className="mx-auto max-w-md rounded-lg border border-border p-8 text-center" data-testid="review-refused">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "postBusiness.refusedTitle", message: "You cannot review this business" })}</h1>
      <p className="mt-3">{refused}</p>
      <Link to={back} className="mt-6 inline-block underline">
        {tr(m, /*i18n*/ { id: "postBusiness.backToBusiness", message: "Back to the business" })}
      </Link>
    </section>
  );
}

export function RatingFieldset({ fields, t, m }: Text & { fields: ReviewFields }) {
  const chosen = fields.rating.value ?? fields.rating.initialValue;
  return (
    <fieldset aria-describedby={fields.rating.errors ? `${fields.rating.id}-error` : undefined}>
      <legend className="text-sm font-medium">
        {tr(m, /*i18n*/ { id: "postBusiness.yourRating", message: "Your rating" })} <span className="text-red-700">*</span>
      </legend>
      <div className="mt-1 flex flex-wrap gap-3">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="flex items-center gap-1 rounded border border-border px-3 py-1.5 has-[:checked]:border-primary has-[:checked]:bg-secondary"
          >
            <input type="radio" name={fields.rating.name} value={n} defaultChecked={chosen === String(n)} required />
            <span aria-hidden="true" className="text-amber-500">
              {"★".repeat(n)}
            </span>
            <span className="sr-only">
              {t(n === 1 ? /*i18n*/ { id: "postBusiness.star", message: "{n} star" } : /*i18n*/ { id: "postBusiness.stars", message: "{n} stars" }, {
                n,
              })}
            </span>
            <span className="text-sm">{n}</span>
          </label>
        ))}
      </div>
      <ErrorList id={`${fields.rating.id}-error`} errors={fields.rating.errors} />
    </fieldset>
  );
}

export function ReviewTextFields({ fields, t, m }: Text & { fields: ReviewFields }) {
  return (
    <>
      <Field
        label={tr(m, /*i18n*/ { id: "postBusiness.reviewTitle", message: "Title" })}
        name={fields.title.name}
        id={fields.title.id}
        defaultValue={fields.title.initialValue}
        required
        maxLength={REVIEW_RULES.titleMax}
        errors={fields.title.errors}
      />
      <TextareaField
        label={tr(m, /*i18n*/ { id: "postBusiness.yourReview", message: "Your review" })}
        name={fields.body.name}
        id={fields.body.id}
        defaultValue={fields.body.initialValue}
        required
        minLength={REVIEW_RULES.bodyMin}
        maxLength={REVIEW_RULES.bodyMax}
        rows={8}
        hint={t(
          /*i18n*/ { id: "postBusiness.reviewHint", message: "{min} to {max} characters." },
          { min: REVIEW_RULES.bodyMin, max: new Intl.NumberFormat("en-US").format(REVIEW_RULES.bodyMax) },
        )}
        errors={fields.body.errors}
      />
    </>
  );
}

export function VisitedField({ fields, m }: { fields: ReviewFields; m: Messages<"postBusiness"> }) {
  return (
    <div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name={fields.visited.name} defaultChecked={fields.visited.initialValue === "on"} aria-describedby="visited-hint" />{" "}
        {tr(m, /*i18n*/ { id: "postBusiness.iVisited", message: "I visited" })}
      </label>
      <p id="visited-hint" className="mt-1 text-xs opacity-70">
        {tr(
          m,
          /*i18n*/ { id: "postBusiness.iVisitedHint", message: 'Tick this if you have been there yourself: your review shows a "Visited" mark.' },
        )}
      </p>
    </div>
  );
}

export function PictureField({
  fields,
  m,
  pictureUrl,
  answered,
  pictureErrors,
}: {
  fields: ReviewFields;
  m: Messages<"postBusiness">;
  /** The picture the member's review has now, if any. */
  pictureUrl: string | null;
  /** The form came back from the action: a chosen file is not kept. */
  answered: boolean;
  pictureErrors: string[] | null | undefined;
}) {
  return (
    <div>
      <label htmlFor="picture" className="block text-sm font-medium">
        {tr(m, /*i18n*/ { id: "postBusiness.pictureOptional", message: "Picture (optional)" })}
      </label>
      <input
        id="picture"
        name="picture"
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-describedby="picture-hint"
        className="mt-1 block w-full text-sm file:mr-3 file:rounded file:border file:border-border file:bg-secondary file:px-3 file:py-1.5"
      />
      <p id="picture-hint" className="mt-1 text-xs opacity-70">
        {tr(m, /*i18n*/ { id: "postBusiness.reviewPictureHint", message: "One picture: JPEG, PNG, GIF or WebP, under 10 MB." })}
        {answered
          ? tr(m, /*i18n*/ { id: "postBusiness.pictureNotKept", message: " Pictures are not kept after an error; please choose it again." })
          : ""}
      </p>
      <ErrorList errors={pictureErrors} />
      {pictureUrl ? (
        <div className="mt-2 flex items-center gap-3">
          <Picture
            src={pictureUrl}
            alt={tr(m, /*i18n*/ { id: "postBusiness.reviewPictureAlt", message: "Your review's picture" })}
            width={96}
            height={72}
            sizes="96px"
            className="h-18 w-24 rounded object-cover"
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={fields.removePicture.name} />{" "}
            {tr(m, /*i18n*/ { id: "postBusiness.removePicture", message: "Remove this picture" })}
          </label>
        </div>
      ) : null}
    </div>
  );
}
