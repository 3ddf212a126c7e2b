// Los mensajes en español de las páginas "forms" (spread into es.ts); typed against en.ts through es.ts.
export const esForms = {} as const;
