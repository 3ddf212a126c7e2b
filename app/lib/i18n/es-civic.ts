// Los mensajes en español de las páginas "civic" (spread into es.ts); typed against en.ts through es.ts.
export const esCivic = {} as const;
