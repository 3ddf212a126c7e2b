// Los mensajes en español de las páginas "places" (spread into es.ts); typed against en.ts through es.ts.
export const esPlaces = {} as const;
