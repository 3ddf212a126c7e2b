// What the e2e specs read from the page: Remix's router (present once hydrated) and a marker a spec sets to prove a
// navigation stayed in the same document.
export {};

declare global {
  interface Window {
    __remixRouter?: unknown;
    __sameDocument?: boolean;
  }
}
