import { Link } from 'react-router-dom';
import { ButtonLink } from '../../shared/ui/button-link';
import { Page } from '../../shared/ui/page';
import { CHAPTERS, STORY_LEAD } from './data/story';
import { paths } from '../../shared/core/generated/routes';

export default function StoryPage() {
  return (
    <Page
      title="SKORAs STORY"
      lead={STORY_LEAD}
      description="Why SKORA exists: most players never get a trial because nobody who decides has seen them play. How a one-page CV, weekly stats and a talent map change that."
      className="story-page"
    >
      {CHAPTERS.map((chapter, index) => (
        <section key={chapter.id} className="chapter" aria-labelledby={chapter.id}>
          <div className="chapter-text">
            <h2 id={chapter.id}>{chapter.title}</h2>
            {chapter.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          <img
            className="chapter-image"
            src={chapter.image.src}
            alt={chapter.image.alt}
            width={chapter.image.width}
            height={chapter.image.height}
            // Only the first chapter is in view when the page opens.
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        </section>
      ))}
      <section className="cta-band" aria-labelledby="story-cta">
        <h2 id="story-cta">Be part of the next chapter</h2>
        <p>
          Create your profile in twenty minutes, or read how other players were found. Our{' '}
          <Link to={paths.blog}>blog</Link> has guides on CVs, highlight videos and trials.
        </p>
        <div className="cta-row">
          <ButtonLink to={paths.signup}>Register</ButtonLink>
          <ButtonLink to={paths.successStory} variant="ghost">
            Read success stories
          </ButtonLink>
        </div>
      </section>
    </Page>
  );
}
