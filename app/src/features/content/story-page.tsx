import { Page } from '../../shared/ui/page';

export default function StoryPage() {
  return (
    <Page title="SKORAs STORY" lead="Talent is everywhere. Visibility is not. SKORA exists to close that gap.">
      <p>
        Most players never get a trial because nobody who decides has seen them play. SKORA gives every player, from
        academy hopefuls to experienced goalkeepers between clubs, a professional profile that travels further than a
        highlight reel in a group chat.
      </p>
    </Page>
  );
}
