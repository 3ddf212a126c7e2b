// Static FAQ entries (part 2 §3), grouped by the support page's categories. Prices come from the price table.
import { priceTag } from "./prices";

export const FAQ: Record<string, { q: string; a: string }[]> = {
  "Account & Registration": [
    {
      q: "Do I need an account to use the site?",
      a: "No. Anyone can read news, browse events, the directory, classifieds and jobs, and search the whole site. You need a free account to post, create events or claim a business.",
    },
    {
      q: "How do I create an account?",
      a: "Choose Sign In and continue with one of the offered sign-in providers. Your account is created the first time you sign in.",
    },
    { q: "How do I sign out?", a: "Use the Sign Out button in the navigation. It ends your session on this device." },
  ],
  "News Submissions": [
    {
      q: "Who can submit news?",
      a: "Any registered member can submit an article from the Submit Article page. Articles should be about the area within about 5 miles of town.",
    },
    {
      q: "How long does review take?",
      a: `Articles are usually reviewed within 24-48 hours. Premium placement (${priceTag("article-premium")}) gets priority review and features the article at the top of the news for 7 days.`,
    },
    {
      q: "Can I edit an article after submitting it?",
      a: "No. Articles cannot be edited after submission; contact support if something needs correcting.",
    },
  ],
  "Business Directory": [
    {
      q: "How do I claim my business?",
      a: "Find it in the directory and choose Claim This Business. We review claims within 24-48 hours; once approved you can edit the listing.",
    },
    {
      q: "My business is not listed.",
      a: "Use 'Business not here? Add yours' on the directory page. Basic listings are free; premium listings stand out.",
    },
  ],
  "Events Calendar": [
    { q: "How far ahead can I post an event?", a: "Up to 6 months ahead." },
    {
      q: "What do the event tiers include?",
      a: `Standard events are free. Enhanced (${priceTag("event-enhanced")}) adds featured placement; Premium (${priceTag("event-premium")}) adds the premium badge and top priority.`,
    },
  ],
  "Classified Ads": [
    {
      q: "How long do ads stay up?",
      a: `Free ads run 30 days with up to 5 photos. Premium ads (${priceTag("classified-premium")}) are featured for 30 days and stay active for 60.`,
    },
    { q: "What can't I sell?", a: "Weapons, illegal substances and adult content are not allowed." },
  ],
  "Payments & Billing": [
    { q: "Which payment methods do you accept?", a: "Cards and wallets through our payment providers. Prices are in US dollars." },
    { q: "Can I get a refund?", a: "Ask within 7 days of purchase; refunds are considered case by case and remove the upgrade." },
  ],
  "Technical Issues": [
    {
      q: "The site looks broken.",
      a: "Reload the page. The site works without JavaScript too, so an old browser or slow connection still gets every page. If it persists, write to us with the page address.",
    },
  ],
  "Community Guidelines": [
    { q: "What is not allowed?", a: "Spam, harassment, misleading listings and unlawful content. We remove posts that break the guidelines." },
  ],
};
