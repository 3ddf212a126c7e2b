// Outside production, every answer carries a Server-Timing header: the wall time of the request, of its database
// round trips and of its KV calls (how many of each), so `npm run bench` and a browser's network panel can tell the
// database, the cache and the rendering apart.

export interface RequestTiming {
  db: { count: number; ms: number };
  kv: { count: number; ms: number };
  started: number;
}

export function startTiming(): RequestTiming {
  return { db: { count: 0, ms: 0 }, kv: { count: 0, ms: 0 }, started: performance.now() };
}

/** The KV namespace with each call's time added to `timing.kv`. */
export function timedKv(kv: KVNamespace, timing: RequestTiming): KVNamespace {
  return new Proxy(kv, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          timing.kv.count++;
          timing.kv.ms += performance.now() - started;
        }
      };
    },
  });
}

export function serverTimingHeader(timing: RequestTiming): string {
  const ms = (n: number) => n.toFixed(1);
  return [
    `db;dur=${ms(timing.db.ms)};desc="${timing.db.count} round trips"`,
    `kv;dur=${ms(timing.kv.ms)};desc="${timing.kv.count} calls"`,
    `total;dur=${ms(performance.now() - timing.started)}`,
  ].join(", ");
}
