// Unknown /api paths answer JSON, like every /api route.
import { apiError } from "~/lib/http.server";

export const loader = () => apiError(404, /*i18n*/ { id: "api.Not Found", message: "Not Found" });
export const action = () => apiError(404, /*i18n*/ { id: "api.Not Found", message: "Not Found" });
