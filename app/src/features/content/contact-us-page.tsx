import { Page } from '../../shared/ui/page';

export default function ContactUsPage() {
  return (
    <Page title="Get SKORED" lead="Questions about your profile, a club partnership or the press? Write to us.">
      <p>
        Email <a href="mailto:hello@skora.app">hello@skora.app</a> and we answer within two working days.
      </p>
    </Page>
  );
}
