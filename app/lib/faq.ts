// Static FAQ entries (part 2 §3), grouped by the support page's categories, each question and answer written as its
// `faq` message. The prices are values ({eventEnhanced}), filled from the price table where the FAQ is shown
// (lib/faq.server.ts), so no amount is written here.
import type { Descriptor } from "~/lib/i18n/descriptor";

export type FaqEntry = { q: Descriptor<"faq">; a: Descriptor<"faq"> };

export const FAQ: Record<string, FaqEntry[]> = {
  "Account & Registration": [
    {
      q: /*i18n*/ { id: "faq.Do I need an account to use the site?", message: "Do I need an account to use the site?" },
      a: /*i18n*/ {
        id: "faq.a:Do I need an account to use the site?",
        message:
          "No. Anyone can read news, browse events, the directory, classifieds and jobs, and search the whole site. You need a free account to post, create events or claim a business.",
      },
    },
    {
      q: /*i18n*/ { id: "faq.How do I create an account?", message: "How do I create an account?" },
      a: /*i18n*/ {
        id: "faq.a:How do I create an account?",
        message: "Choose Sign In and continue with one of the offered sign-in providers. Your account is created the first time you sign in.",
      },
    },
    {
      q: /*i18n*/ { id: "faq.How do I sign out?", message: "How do I sign out?" },
      a: /*i18n*/ { id: "faq.a:How do I sign out?", message: "Use the Sign Out button in the navigation. It ends your session on this device." },
    },
  ],
  "News Submissions": [
    {
      q: /*i18n*/ { id: "faq.Who can submit news?", message: "Who can submit news?" },
      a: /*i18n*/ {
        id: "faq.a:Who can submit news?",
        message:
          "Any registered member can submit an article from the Submit Article page. Articles should be about the area within about 5 miles of town.",
      },
    },
    {
      q: /*i18n*/ { id: "faq.How long does review take?", message: "How long does review take?" },
      a: /*i18n*/ {
        id: "faq.a:How long does review take?",
        message:
          "Articles are usually reviewed within 24-48 hours. Premium placement ({articlePremium}) gets priority review and features the article at the top of the news for 7 days.",
      },
    },
    {
      q: /*i18n*/ { id: "faq.Can I edit an article after submitting it?", message: "Can I edit an article after submitting it?" },
      a: /*i18n*/ {
        id: "faq.a:Can I edit an article after submitting it?",
        message: "No. Articles cannot be edited after submission; contact support if something needs correcting.",
      },
    },
  ],
  "Business Directory": [
    {
      q: /*i18n*/ { id: "faq.How do I claim my business?", message: "How do I claim my business?" },
      a: /*i18n*/ {
        id: "faq.a:How do I claim my business?",
        message:
          "Find it in the directory and choose Claim This Business. We review claims within 24-48 hours; once approved you can edit the listing.",
      },
    },
    {
      q: /*i18n*/ { id: "faq.My business is not listed.", message: "My business is not listed." },
      a: /*i18n*/ {
        id: "faq.a:My business is not listed.",
        message: "Use 'Business not here? Add yours' on the directory page. Basic listings are free; premium listings stand out.",
      },
    },
  ],
  "Events Calendar": [
    {
      q: /*i18n*/ { id: "faq.How far ahead can I post an event?", message: "How far ahead can I post an event?" },
      a: /*i18n*/ { id: "faq.a:How far ahead can I post an event?", message: "Up to 6 months ahead." },
    },
    {
      q: /*i18n*/ { id: "faq.What do the event tiers include?", message: "What do the event tiers include?" },
      a: /*i18n*/ {
        id: "faq.a:What do the event tiers include?",
        message:
          "Standard events are free. Enhanced ({eventEnhanced}) adds featured placement; Premium ({eventPremium}) adds the premium badge and top priority.",
      },
    },
  ],
  "Classified Ads": [
    {
      q: /*i18n*/ { id: "faq.How long do ads stay up?", message: "How long do ads stay up?" },
      a: /*i18n*/ {
        id: "faq.a:How long do ads stay up?",
        message: "Free ads run 30 days with up to 5 photos. Premium ads ({classifiedPremium}) are featured for 30 days and stay active for 60.",
      },
    },
    {
      q: /*i18n*/ { id: "faq.What can't I sell?", message: "What can't I sell?" },
      a: /*i18n*/ { id: "faq.a:What can't I sell?", message: "Weapons, illegal substances and adult content are not allowed." },
    },
  ],
  "Payments & Billing": [
    {
      q: /*i18n*/ { id: "faq.Which payment methods do you accept?", message: "Which payment methods do you accept?" },
      a: /*i18n*/ {
        id: "faq.a:Which payment methods do you accept?",
        message: "Cards and wallets through our payment providers. Prices are in US dollars.",
      },
    },
    {
      q: /*i18n*/ { id: "faq.Can I get a refund?", message: "Can I get a refund?" },
      a: /*i18n*/ {
        id: "faq.a:Can I get a refund?",
        message: "Ask within 7 days of purchase; refunds are considered case by case and remove the upgrade.",
      },
    },
  ],
  "Technical Issues": [
    {
      q: /*i18n*/ { id: "faq.The site looks broken.", message: "The site looks broken." },
      a: /*i18n*/ {
        id: "faq.a:The site looks broken.",
        message:
          "Reload the page. The site works without JavaScript too, so an old browser or slow connection still gets every page. If it persists, write to us with the page address.",
      },
    },
  ],
  "Community Guidelines": [
    {
      q: /*i18n*/ { id: "faq.What is not allowed?", message: "What is not allowed?" },
      a: /*i18n*/ {
        id: "faq.a:What is not allowed?",
        message: "Spam, harassment, misleading listings and unlawful content. We remove posts that break the guidelines.",
      },
    },
  ],
};
