// English messages of the forms pages (spread into en.ts). The spec's texts, verbatim; ICU MessageFormat.
export const enForms = {} as const;
