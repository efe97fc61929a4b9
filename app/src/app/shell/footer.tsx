import { Link } from 'react-router-dom';
import { NewsletterForm } from '../../features/newsletter/newsletter-form';
import { paths } from '../../shared/core/generated/routes';

const SOCIAL = [
  { href: 'https://www.instagram.com/skora.football', label: 'SKORA on Instagram', icon: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm6-1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z' },
  { href: 'https://www.facebook.com/skora.football', label: 'SKORA on Facebook', icon: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8z' },
  { href: 'https://x.com/skorafootball', label: 'SKORA on X', icon: 'M4 3h5l4 6 5-6h2l-6 8 7 10h-5l-4-6-5 6H5l6-8z' },
  { href: 'https://www.youtube.com/@skorafootball', label: 'SKORA on YouTube', icon: 'M22 8s0-3-3-3H5S2 5 2 8v8s0 3 3 3h14s3 0 3-3zM10 9l5 3-5 3z' },
] as const;

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: paths.story, label: 'Story' },
  { to: paths.players, label: 'Players' },
  { to: paths.successStory, label: 'Success Stories' },
  { to: paths.contactUs, label: 'Get SKORED' },
] as const;

const LEGAL_LINKS = [
  { to: paths.terms, label: 'Terms & Conditions' },
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.refundPolicy, label: 'Refund Policy' },
] as const;

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-brand">
            SKORA
          </h2>
          <p>The football CV that clubs and scouts actually read.</p>
          <ul className="social">
            {SOCIAL.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-label={item.label} rel="noopener noreferrer" target="_blank">
                  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                    <path d={item.icon} fill="currentColor" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">Quick Links</h2>
          <ul>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">Legal &amp; Info</h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label="Newsletter">
          <NewsletterForm />
        </section>
      </div>
      <p className="copyright">© 2025 SKORA. All rights reserved.</p>
    </footer>
  );
}
