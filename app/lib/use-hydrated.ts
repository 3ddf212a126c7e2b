import { useEffect, useState } from "react";

/** False during server render and the first client render; true once React runs in the browser. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
