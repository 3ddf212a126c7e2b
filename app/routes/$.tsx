// Every path no other route matches: the 404 page, with status 404 (rendered by the root ErrorBoundary).
import { notFound } from "~/lib/http.server";

export function loader() {
  notFound();
}

export default function NotFound() {
  return null;
}
