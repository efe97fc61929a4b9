import { ButtonLink } from '../../shared/ui/button-link';
import { Page } from '../../shared/ui/page';
import { StoryCard } from './components/story-card';
import { SUCCESS_STORIES } from './data/success-stories';
import { paths } from '../../shared/core/generated/routes';

/** How many cards are likely visible without scrolling on a laptop; their portraits load at once. */
const ABOVE_THE_FOLD = 3;

export default function SuccessStoryPage() {
  return (
    <Page
      title="Success Stories"
      lead="Players who were found, signed and kept on playing."
      description="How players and goalkeepers used their SKORA CV and weekly stats to get trials, scholarships and contracts at new clubs."
      className="stories-page"
    >
      <div className="story-grid">
        {SUCCESS_STORIES.map((story, index) => (
          <StoryCard key={story.id} story={story} lazy={index >= ABOVE_THE_FOLD} />
        ))}
      </div>
      <p className="stories-note">
        These stories are illustrative: the players and clubs are fictional, and the journeys are the ones SKORA is
        built for. Real stories appear here only with the player’s written consent, and a guardian’s for under-18s.
      </p>
      <section className="cta-band" aria-labelledby="stories-cta">
        <h2 id="stories-cta">Your story starts with a complete profile</h2>
        <p>Every move above began with a CV, honest stats and a few weeks of logged form.</p>
        <div className="cta-row">
          <ButtonLink to={paths.signup}>Register</ButtonLink>
          <ButtonLink to={paths.path} variant="ghost">
            See your path with SKORA
          </ButtonLink>
        </div>
      </section>
    </Page>
  );
}
