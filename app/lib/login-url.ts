/** Where sign-in starts, coming back to `returnTo` afterwards. */
export function loginUrl(returnTo: string) {
  return `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}
