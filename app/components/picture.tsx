// The one way pages show a picture (<Picture>) and take one (<PictureInput>, inside a multipart <Form>).
import { useId, type ReactNode } from "react";
import { categoryArt } from "~/lib/category-art";
import { pictureSources } from "~/lib/media";
import { ErrorList } from "./forms";

type PictureProps = {
  /** A stored picture URL: one of our /media uploads, a sample under /art, or an imported http(s) URL. */
  src: string | null | undefined;
  alt: string;
  /** The category whose illustration stands in when there is no picture (never a blank box). */
  category?: string | null;
  size?: "card" | "full";
  /** The box the picture fills, for sample art and imported pictures whose pixel size we do not know. */
  width: number;
  height: number;
  /** Pictures below the fold load lazily; the first one a visitor sees does not. */
  lazy?: boolean;
  sizes?: string;
  className?: string;
  /** The language of `alt` when it is what people wrote (a caption or title) on a page in another language. */
  lang?: string;
};

export function Picture({ src, alt, category, size = "card", width, height, lazy = true, sizes, className, lang }: PictureProps) {
  if (!src) {
    return (
      <img
        src={categoryArt(category)}
        alt=""
        width={width}
        height={height}
        loading={lazy ? "lazy" : undefined}
        decoding="async"
        className={className}
      />
    );
  }
  const s = pictureSources(src, size);
  return (
    <img
      src={s.src}
      srcSet={s.srcSet}
      sizes={s.srcSet ? (sizes ?? (size === "card" ? "(min-width: 640px) 33vw, 100vw" : "(min-width: 1024px) 768px, 100vw")) : undefined}
      alt={alt}
      lang={lang}
      width={s.width ?? width}
      height={s.height ?? height}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className={className}
    />
  );
}

export const PICTURE_ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

/** A file input for pictures plus its alt-text field; works in a plain multipart form without JavaScript. */
export function PictureInput({
  label,
  name,
  multiple,
  errors,
  altName,
  altLabel,
  altDefault,
  altPlaceholder,
  hint,
  current,
}: {
  label: ReactNode;
  name: string;
  multiple?: boolean;
  errors?: string[] | null;
  altDefault?: string;
  /** The accepted files, in the form's language. */
  hint: ReactNode;
  current?: ReactNode;
} & (
  | /** Where the alt text is fixed (a logo is "<name> logo"): no alt-text field. */ {
      altName?: undefined;
      altLabel?: undefined;
      altPlaceholder?: undefined;
    }
  | /** The alt-text field's name, label and placeholder, in the form's language. */ { altName: string; altLabel: string; altPlaceholder: string }
)) {
  const id = useId();
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className="rounded border border-dashed border-border p-3">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {current}
      <input
        id={id}
        type="file"
        name={name}
        accept={PICTURE_ACCEPT}
        multiple={multiple}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-secondary-foreground"
      />
      <p className="mt-1 text-xs opacity-70">{hint}</p>
      <ErrorList id={errorId} errors={errors} />
      {altName ? (
        <div className="mt-2">
          <label htmlFor={`${id}-alt`} className="block text-sm">
            {altLabel}
          </label>
          <input
            id={`${id}-alt`}
            name={altName}
            defaultValue={altDefault}
            maxLength={300}
            placeholder={altPlaceholder}
            className="mt-1 block w-full rounded border border-border bg-background px-3 py-2"
          />
        </div>
      ) : null}
    </div>
  );
}
