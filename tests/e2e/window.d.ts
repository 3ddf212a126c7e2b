// What the e2e specs read from the page: Remix's router (present once hydrated) and a marker a spec sets to prove a
// navigation stayed in the same document.
export {};

declare global {
  interface Window {
    __remixRouter?: unknown;
    __sameDocument?: boolean;
    /** How often the map spec's stand-in geolocation was asked (tests/e2e/map.spec.ts). */
    __asked?: number;
    /** What the share spec's stand-in navigator.share was handed (tests/e2e/share.spec.ts). */
    shared?: ShareData[];
  }
}
