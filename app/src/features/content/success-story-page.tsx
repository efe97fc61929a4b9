import { Page } from '../../shared/ui/page';

export default function SuccessStoryPage() {
  return (
    <Page title="Success Stories" lead="Players who were found, signed and kept on playing.">
      <p>Every story here started with a complete profile and a few weeks of logged form.</p>
    </Page>
  );
}
