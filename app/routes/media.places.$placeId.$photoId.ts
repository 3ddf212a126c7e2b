// /media/places/<placeId>/<photoId>: an imported business's Google photo, through our server (key never sent out).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { servePlacesPhoto } from "~/services/places-photos.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return servePlacesPhoto(context, request, params.placeId ?? "", params.photoId ?? "");
}
