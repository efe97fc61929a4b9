import { useLocation } from 'react-router-dom';
import { Page } from '../../shared/ui/page';

// One component serves these paths, as the route table says; each path keeps its own heading and text.
const PAGES: Record<string, { title: string; lead: string }> = {
  '/privacy-policy': {
    title: 'Privacy Policy',
    lead: 'What we collect, why, how long we keep it, and how you exercise your rights under the GDPR.',
  },
  '/t&c': {
    title: 'Terms & Conditions',
    lead: 'The rules for using SKORA, for players, guardians, clubs and scouts.',
  },
  '/contact': { title: 'Contact', lead: 'Reach the SKORA team at hello@skora.app.' },
  '/path': {
    title: 'Your path with SKORA',
    lead: 'Sign up, complete your CV, add your stats, log your weeks, and let clubs find you on the map.',
  },
};

export default function InfoPage() {
  const { pathname } = useLocation();
  const page = PAGES[pathname.replace(/\/+$/, '') || '/'] ?? PAGES['/contact']!;
  return <Page title={page.title} lead={page.lead} />;
}
