// English messages of the places pages (spread into en.ts). The spec's texts, verbatim; ICU MessageFormat.
export const enPlaces = {} as const;
