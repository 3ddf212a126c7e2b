// Pieces shared by /schools, /emergency and their admin tabs.
import { formatTownDate } from "~/lib/dates";
import { formatPhone, mapDirectionsUrl, telHref } from "~/lib/phone";

export function PhoneLink({ phone, label }: { phone: string | null; label?: string }) {
  if (!phone) return null;
  return (
    <a href={telHref(phone)} className="tap font-medium text-primary underline-offset-2 hover:underline">
      {label ? `${label}: ` : null}
      {formatPhone(phone)}
    </a>
  );
}

export function AddressWithDirections({ address }: { address: string | null }) {
  if (!address) return null;
  return (
    <span>
      {address}{" "}
      <a href={mapDirectionsUrl(address)} target="_blank" rel="noopener noreferrer" className="tap whitespace-nowrap text-primary underline">
        Directions
      </a>
    </span>
  );
}

export function LastVerified({ at }: { at: string | Date | null }) {
  return <p className="text-xs opacity-70">{at ? `Last verified ${formatTownDate(at, "MMM d, yyyy")}` : "Not yet verified"}</p>;
}
