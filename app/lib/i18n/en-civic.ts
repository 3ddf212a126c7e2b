// English messages of the civic pages (spread into en.ts). The spec's texts, verbatim; ICU MessageFormat.
export const enCivic = {} as const;
