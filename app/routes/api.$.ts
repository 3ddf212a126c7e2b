// Unknown /api paths answer JSON, like every /api route.
import { apiError } from "~/lib/http.server";

export const loader = () => apiError(404, "Not Found");
export const action = () => apiError(404, "Not Found");
