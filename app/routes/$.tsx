// Every path no other route matches: the 404 page, with status 404 (rendered by the root ErrorBoundary).
export function loader() {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
