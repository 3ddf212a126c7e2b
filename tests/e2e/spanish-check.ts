// The Spanish word check shared by the Spanish e2e specs (issue 34 §1): a page's interface text, read as a resident
// sees it, holds no English interface word outside elements marked lang="en" (what people wrote).
import type { Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";

/** English interface words that must not appear on a Spanish page (whole words, case as written in the spec). */
export const ENGLISH_WORDS = [
  "Sign In",
  "Sign Out",
  "My Account",
  "Search",
  "Home",
  "News",
  "Events",
  "Event",
  "Directory",
  "Classifieds",
  "Jobs",
  "Schools",
  "Government",
  "Upcoming",
  "Featured",
  "Latest",
  "View all",
  "View All",
  "All news",
  "Read more",
  "Read More",
  "Help",
  "Need Help",
  "Support",
  "Menu",
  "Close",
  "Skip to content",
  "Welcome",
  "Businesses",
  "Business",
  "Weather",
  "Quick Links",
  "Privacy Policy",
  "Terms of Service",
  "Contact",
  "Page Not Found",
  "Submit",
  "Create",
  "Post an Ad",
  "Join",
  "Free",
  "Account",
  "Language",
  "Emergency",
  "Police",
  "Fire",
  "Next",
  "Previous",
  "Page",
  "Back",
  "Share",
  "Category",
  "Categories",
  "Filter",
  "Published",
  "By",
  "Location",
  "Date",
  "Price",
  "See details",
  "Calendar",
  "Today",
  "This Week",
  "This Month",
  "Past",
  "Tomorrow",
  "Newer",
  "Older",
  "Write",
  "Review queue",
  "Tags",
  "Directions",
  "Copy link",
  "Reason",
  "No ",
  // The civic pages (schools, government services, alerts, search, the weekly letter, support, sign-in).
  "Website",
  "Hours",
  "Districts",
  "Students",
  "Enrollment",
  "Alerts",
  "Severity",
  "Results",
  "Subscribe",
  "Unsubscribe",
  "Topics",
  "Send Message",
  "Frequently Asked Questions",
  "Sign in as",
  // The places pages (events, directory, classifieds, jobs; helper es-places).
  "Full-time",
  "Part-time",
  "Map",
  "List",
  "View Details",
  "View on OpenStreetMap",
  "Near me",
  "Register",
  "Showing",
  "Embed",
  "Free only",
  "Attending",
  "attending",
  "Going",
  "going",
  "Organizer",
  "Capacity",
  "About",
  "Add to calendar",
  "More Information",
  "Claim",
  "Verified",
  "Reviews",
  "Residents",
  "Phone",
  "Address",
  "Sort by",
  "Highest Rated",
  "Open now",
  "Closed now",
  "Basic",
  "Condition",
  "Seller",
  "Photos",
  "Report",
  "Remote",
  "Salary",
  "Posted",
  "Apply",
  "Edit",
  "Save",
  "Cancel",
  "Delete",
  "Title",
  "Description",
  "Loading",
  "Min",
  "Max",
  "Newest",
  "Oldest",
  // The posting forms (events, businesses, reviews, claims, classifieds, jobs; helper es-post).
  "Repeats",
  "Weekly",
  "Monthly",
  "Upload",
  "Rating",
  "Pricing",
  "Requirements",
  "Benefits",
  "Listing",
  "Required",
  "Browse",
  "Processing",
  "Saving",
  "Remove",
  "Choose",
  "Attendees",
  "Ticket",
  // The admin area (helper es-admin); its spec checks more everyday words on its own pages.
  "Admin Dashboard",
  "Moderation",
  "Approve",
  "Reject",
  "Unpublish",
  "Unfeature",
  "Audit Log",
  "Outbox",
  "Verified today",
  "Not yet verified",
  // more: the article forms, the not-found panels, the FAQ answers, /offline
  "Not Found",
  "Submit",
  "Headline",
  "Excerpt",
  "Summary",
  "Author",
  "Upload",
  "Caption",
  "Preview",
  "Publish",
  "Approve",
  "Reject",
  "Reason",
  "Premium placement",
  "Publication date",
  "doesn't exist",
  "offline",
  "Anyone can",
  "How do I",
  "account",
  // The member's pages, the checkout, the static pages and the mailed links (helper es-account).
  "Profile",
  "My orders",
  "My ads",
  "My jobs",
  "Your orders",
  "Your data",
  "Checkout",
  "Payment",
  "Pay",
  // Not "Premium": the tier keeps its name in Spanish (Premium, Mejorado), on the home page and in the FAQ too.
  "Renew",
  "Status",
  "Amount",
  "Applications",
  "Visitors",
  "Members",
  "Security",
  "Sharing",
  "Changes",
  "Last updated",
  "Weekly letter",
  "Download",
];

/** Proper names and brand words that read the same in both languages. */
export const ALLOWED = [
  "Greenwood",
  "Indiana",
  "Johnson County",
  "National Weather Service",
  "Nashville",
  "Brown County",
  "Facebook",
  "X",
  "Instagram",
  "LinkedIn",
  "RSS",
  "English",
  "F8",
  // Services the places pages link to (helper es-places).
  "Google Calendar",
  "OpenStreetMap",
  "Google",
];

/**
 * The interface text of a page: every text node and every aria-label, title, placeholder and alt outside elements
 * marked lang="en" (what people wrote) and outside `skip` (a selector), plus the document's title.
 */
export async function interfaceText(page: Page, skip?: string): Promise<string[]> {
  return page.evaluate((skipSelector) => {
    // The page's title belongs to the page, not the shell: checked unless part of the page is skipped.
    const out: string[] = skipSelector ? [] : [document.title];
    const excluded = (el: Element | null): boolean => {
      // Up to <body> only: on an English page <html lang="en"> would exclude everything.
      for (let at = el; at && at !== document.body; at = at.parentElement) {
        if (at.getAttribute("lang") === "en" || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(at.tagName)) return true;
        if (skipSelector && at.matches(skipSelector)) return true;
      }
      return !el;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !excluded(node.parentElement)) out.push(text);
    }
    // An attribute may name its row by what people wrote ("Editar Back Porch Fiddlers"): those texts (the elements
    // marked lang="en", longest first) are taken out of it before it is checked.
    const written = [
      ...new Set(Array.from(document.body.querySelectorAll('[lang="en"]'), (el) => el.textContent?.trim() ?? "").filter((t) => t.length >= 4)),
    ].sort((a, b) => b.length - a.length);
    for (const el of Array.from(document.body.querySelectorAll("[aria-label], [title], [placeholder], img[alt]"))) {
      if (excluded(el)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = written.reduce((text, w) => text.split(w).join(" "), el.getAttribute(name) ?? "").trim();
        if (value) out.push(value);
      }
    }
    return out;
  }, skip ?? null);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The fragments of a page's interface text that hold an English word, each with the word found. */
export function englishIn(fragments: string[]): string[] {
  const found: string[] = [];
  for (const fragment of fragments) {
    let text = fragment;
    for (const name of ALLOWED) text = text.replace(new RegExp(`\\b${escape(name)}\\b`, "g"), " ");
    for (const word of ENGLISH_WORDS) {
      const pattern = word.endsWith(" ") ? new RegExp(`\\b${escape(word)}`) : new RegExp(`\\b${escape(word)}\\b`);
      if (pattern.test(text)) found.push(`${word.trim()} ← "${fragment}"`);
    }
  }
  return found;
}

export async function readInSpanish(page: Page) {
  await page.context().addCookies([{ name: "lang", value: "es", url: BASE_URL }]);
}
