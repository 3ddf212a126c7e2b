// Directory rules shared by pages (browser and server) and the JSON API: sorts, forms and their messages.
import { z } from "zod";
import { id, optionalEmail, optionalHttpUrl, optionalText, text } from "./fields";

export const DIRECTORY_SORTS = [
  { value: "name", label: "Name A-Z" },
  { value: "rating", label: "Highest Rated" },
  { value: "category", label: "Category" },
  { value: "premium", label: "Premium First" },
] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number]["value"];

export const addBusinessSchema = z.object({
  name: text(255, { required: "Business name is required" }),
  description: text(5000, { min: 10, required: "Description must be at least 10 characters" }),
  categoryId: id("Category is required"),
  address: text(300, { required: "Address is required" }),
  phone: optionalText(20),
  email: optionalEmail(),
  website: optionalHttpUrl("Please enter a valid website URL"),
});
export type AddBusinessInput = z.infer<typeof addBusinessSchema>;

const REQUIRED_FIELDS = "Please fill in all required fields.";

export const claimSchema = z.object({
  businessRole: text(100, { required: REQUIRED_FIELDS }),
  contactPhone: text(20, { required: REQUIRED_FIELDS }),
  verificationMessage: text(2000, { required: REQUIRED_FIELDS }),
  businessEmail: optionalEmail(),
  additionalInfo: optionalText(2000),
});
export type ClaimInput = z.infer<typeof claimSchema>;

export const BUSINESS_ROLES = ["Owner", "Co-owner", "Manager", "Authorized representative"];

export const PLACES_BUSINESS_TYPES = [
  "restaurants",
  "retail",
  "healthcare",
  "automotive",
  "beauty",
  "fitness",
  "education",
  "finance",
  "professional-services",
  "all",
] as const;
export type PlacesBusinessType = (typeof PLACES_BUSINESS_TYPES)[number];

export const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
