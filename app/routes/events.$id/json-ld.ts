// The event as schema.org JSON-LD, for search engines' event results.
import type { EventData } from "./types";

export function jsonLd(event: EventData, pageUrl: string) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description ?? undefined,
    startDate: event.startDate,
    endDate: event.endDate ?? undefined,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: pageUrl,
    image: event.imageUrl ? [new URL(event.imageUrl, pageUrl).toString()] : undefined,
    location: {
      "@type": "Place",
      name: event.location ?? undefined,
      address: event.address ?? undefined,
    },
    organizer: event.organizerName ? { "@type": "Organization", name: event.organizerName } : undefined,
    offers: {
      "@type": "Offer",
      price: event.price,
      priceCurrency: "USD",
      url: event.registrationUrl ?? pageUrl,
    },
  };
  // "<" escaped so a title can never close the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
