import type { SuccessStory } from '../data/success-stories';

interface StoryCardProps {
  story: SuccessStory;
  /** The heading level of the player's name, so the card fits the page's outline. */
  headingLevel?: 2 | 3;
  /** Cards below the fold load their portrait lazily. */
  lazy?: boolean;
}

/** One success story: portrait, player, the move from one club to another, and the player's words. */
export function StoryCard({ story, headingLevel = 2, lazy = true }: StoryCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="story-card" id={story.id} aria-labelledby={`${story.id}-name`}>
      <header className="story-card-header">
        <img
          className="story-portrait"
          src={story.portrait}
          alt=""
          width={96}
          height={96}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
        />
        <div>
          <Heading id={`${story.id}-name`} className="story-player">
            {story.player}
          </Heading>
          <p className="story-meta">
            {story.position}, {story.age} · {story.season}
          </p>
        </div>
      </header>
      <p className="story-move">
        <span className="visually-hidden">Moved from </span>
        <span className="story-club">{story.fromClub}</span>
        <span aria-hidden="true" className="story-arrow">
          →
        </span>
        <span className="visually-hidden"> to </span>
        <span className="story-club story-club-to">{story.toClub}</span>
      </p>
      <blockquote className="story-quote">
        <p>“{story.quote}”</p>
      </blockquote>
      <p className="story-text">{story.story}</p>
    </article>
  );
}
