import type { ComponentType } from 'react';
import type { FeatureModule } from '../shared/core/preload';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Page key (from the core's route table) → the page's lazily loaded module. Keys are the only thing this
 * file knows about routes: paths and access rules come from the core.
 */
export const pages: Record<string, () => PageModule> = {
  home: () => import('./home-route'),
  story: () => import('../features/content/story-page'),
  clips: () => import('../features/clips/clips-page'),
  'about-us': () => import('../features/content/about-us-page'),
  'success-story': () => import('../features/content/success-story-page'),
  players: () => import('./players-route'),
  'pricing-plans': () => import('../features/content/pricing-plans-page'),
  'refund-policy': () => import('../features/content/refund-policy-page'),
  'info-page': () => import('../features/content/info-page'),
  'contact-us': () => import('../features/contact/contact-us-page'),
  blog: () => import('../features/blog/blog-page'),
  'blog-post': () => import('../features/blog/blog-post-page'),
  'payment-portal': () => import('../features/content/payment-portal-page'),
  'auth-action': () => import('../features/accounts/auth-action-page'),
  'newsletter-confirm': () => import('../features/newsletter/newsletter-confirm-page'),
  'email-verification': () => import('../features/accounts/email-verification-page'),
  login: () => import('../features/accounts/login-page'),
  signup: () => import('../features/accounts/signup-page'),
  'reset-password': () => import('../features/accounts/reset-password-page'),
  'forgot-password': () => import('../features/accounts/forgot-password-page'),
  map: () => import('./map-route'),
  'my-profile': () => import('./my-profile-route'),
  profile: () => import('../features/profile/profile-page'),
  'player-page': () => import('./player-route'),
  'player-stats': () => import('../features/stats/player-stats-page'),
  'add-weekly-stats': () => import('../features/weekly-stats/add-weekly-stats-page'),
  'edit-profile': () => import('./edit-profile-route'),
  shortlists: () => import('../features/shortlists/shortlists-page'),
  inbox: () => import('../features/contact-requests/inbox-page'),
  guardian: () => import('../features/contact-requests/guardian-page'),
  'confirm-stats': () => import('../features/confirm-stats/confirm-stats-page'),
  'not-found': () => import('../features/content/not-found-page'),
};

/**
 * The wasm feature modules each page uses on its first render, preloaded when its route starts loading. The
 * home page is not listed: its featured players load the directory module after the first paint. The blog needs
 * none: its posts were read at build time.
 */
export const pageWasm: Partial<Record<string, readonly FeatureModule[]>> = {
  clips: ['content'],
  players: ['directory'],
  // A signed-in page that does not load the profile module opens its session with the small session module.
  map: ['map', 'session'],
  'contact-us': ['forms'],
  'email-verification': ['forms'],
  login: ['forms'],
  signup: ['forms'],
  'reset-password': ['forms'],
  'forgot-password': ['forms'],
  'my-profile': ['profile'],
  profile: ['profile'],
  'player-page': ['profile'],
  'edit-profile': ['profile'],
  'player-stats': ['profile'],
  'add-weekly-stats': ['profile'],
  shortlists: ['profile'],
  inbox: ['profile'],
};
