// The Markdown documents and what each page says about them. The text lives in the .md files in legal/ and info/;
// edit the words there, and the day in legal/last-updated.json when a legal document changes in substance (the core
// writes it out at build time as the page prints it: generated/document-dates).
import contactSource from '../info/contact.md?raw';
import pathSource from '../info/path.md?raw';
import privacySource from '../legal/privacy-policy.md?raw';
import refundSource from '../legal/refund-policy.md?raw';
import termsSource from '../legal/terms.md?raw';
import type { DayText } from '../../../shared/core/content';
import { documentDates } from '../../../shared/core/generated/document-dates';
import { paths } from '../../../shared/core/generated/routes';

export interface MarkdownPage {
  /** The page's h1 and document title. */
  title: string;
  lead: string;
  /** For search results and link previews. */
  description: string;
  source: string;
  /** The day the text last changed in substance (the legal pages show it), as the core writes it. */
  lastUpdated?: DayText | undefined;
  /** Long documents get a table of contents. */
  toc: boolean;
}

export const PRIVACY_POLICY: MarkdownPage = {
  title: 'Privacy Policy',
  lead: 'What we collect, why, how long we keep it, and how you exercise your rights under the GDPR.',
  description:
    'How SKORA handles the personal data of players, guardians, clubs and scouts: what we collect, legal bases, Firebase hosting in the EU, retention, minors and your GDPR rights.',
  source: privacySource,
  lastUpdated: documentDates['privacy-policy'],
  toc: true,
};

export const TERMS: MarkdownPage = {
  title: 'Terms & Conditions',
  lead: 'The rules for using SKORA, for players, guardians, clubs and scouts.',
  description:
    'The terms of use of SKORA: who may join, accounts, your content, acceptable use, subscriptions and payments, termination, liability and governing law.',
  source: termsSource,
  lastUpdated: documentDates['terms'],
  toc: true,
};

export const REFUND_POLICY: MarkdownPage = {
  title: 'Refund Policy',
  lead: 'If SKORA is not for you, you can withdraw within 14 days of purchase and get your money back.',
  description:
    'Your 14-day right of withdrawal from a SKORA subscription, how to ask for a refund, and how pro-rata refunds are calculated.',
  source: refundSource,
  lastUpdated: documentDates['refund-policy'],
  toc: true,
};

export const PATH: MarkdownPage = {
  title: 'Your path with SKORA',
  lead: 'Sign up, complete your CV, add your stats, log your weeks, and let clubs find you on the map.',
  description:
    'Five steps from sign-up to being found: create your account, complete your football CV, add your stats, log your weekly form and appear on the talent map.',
  source: pathSource,
  toc: false,
};

export const CONTACT: MarkdownPage = {
  title: 'Contact',
  lead: 'Reach the SKORA team at hello@skora.app, or the desk that fits your question.',
  description:
    'Contact SKORA: general questions, billing and refunds, privacy, safeguarding, club partnerships and press, with response times.',
  source: contactSource,
  toc: false,
};

/** The pages the shared information page renders, by path (the route table sends these four to it). */
export const INFO_PAGES: Record<string, MarkdownPage> = {
  [paths.privacyPolicy]: PRIVACY_POLICY,
  [paths.terms]: TERMS,
  [paths.path]: PATH,
  [paths.contact]: CONTACT,
};
