import { Page } from '../../shared/ui/page';

export default function AboutUsPage() {
  return (
    <Page title="About us" lead="A small team of former players, coaches and engineers building the profile we wished we had.">
      <p>We believe a player's story should be told with facts: minutes, positions, progress. SKORA makes those facts easy to share and easy to trust.</p>
    </Page>
  );
}
