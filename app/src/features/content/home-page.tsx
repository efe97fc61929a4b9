import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../shared/ui/button-link';
import { Page } from '../../shared/ui/page';
import { StoryCard } from './components/story-card';
import { HOME_LEAD, HOME_PROMISE, HOW_IT_WORKS } from './data/home';
import { formatPrice, PER_PERIOD, PLANS } from './data/plans';
import { SUCCESS_STORIES } from './data/success-stories';
import { paths } from '../../shared/core/generated/routes';

interface HomePageProps {
  /** Featured public players, composed in by the app (the players feature draws them). */
  featured?: ReactNode;
}

export default function HomePage({ featured }: HomePageProps) {
  const story = SUCCESS_STORIES[0];
  return (
    <Page
      title="SKORA"
      className="home"
      lead={HOME_LEAD}
      description="SKORA is the free football CV for players and goalkeepers: your profile, stats and weekly form in one place, on a talent map that clubs and scouts search."
    >
      <section className="home-hero" aria-label="Get started">
        <div className="home-hero-text">
          <p className="home-promise">{HOME_PROMISE}</p>
          <div className="cta-row">
            <ButtonLink to={paths.signup}>Register</ButtonLink>
            <ButtonLink to={paths.players} variant="ghost">
              Browse players
            </ButtonLink>
          </div>
        </div>
        <img
          className="home-hero-image"
          src="/images/home-hero.svg"
          alt="A football pitch seen from above; one player is highlighted and linked to a profile card with a rising stats chart."
          width={640}
          height={480}
          decoding="async"
          fetchPriority="high"
        />
      </section>

      <section aria-labelledby="how-it-works" className="home-section">
        <h2 id="how-it-works">How SKORA works</h2>
        <ol className="steps">
          {HOW_IT_WORKS.map((step) => (
            <li key={step.title} className="card step">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
              <Link to={step.link.to}>{step.link.label}</Link>
            </li>
          ))}
        </ol>
      </section>

      {/* The featured players bring their own heading and link to the directory. */}
      {featured ? <div className="home-section">{featured}</div> : null}

      {story ? (
        <section aria-labelledby="home-stories" className="home-section home-story">
          <h2 id="home-stories">Success stories</h2>
          <StoryCard story={story} headingLevel={3} />
          <p>
            <Link to={paths.successStory}>Read more success stories</Link>
          </p>
        </section>
      ) : null}

      <section aria-labelledby="home-blog" className="home-section">
        <h2 id="home-blog">From the blog</h2>
        <p>
          Guides for players and parents: what scouts read first on a football CV, highlight videos that get watched,
          and how to prepare for a trial.
        </p>
        <p>
          <Link to={paths.blog}>Read the SKORA blog</Link>
        </p>
      </section>

      <section aria-labelledby="home-plans" className="home-section">
        <h2 id="home-plans">Free for players, with more when you need it</h2>
        <ul className="plan-teasers">
          {PLANS.map((plan) => (
            <li key={plan.id} className={plan.recommended ? 'card plan-teaser plan-recommended' : 'card plan-teaser'}>
              <h3>{plan.name}</h3>
              <p className="plan-teaser-price">
                {plan.price.monthly === 0 ? 'Free' : `${formatPrice(plan.price.monthly)} ${PER_PERIOD.monthly}`}
              </p>
              <p>{plan.audience}</p>
              <ul className="plan-highlights">
                {plan.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p>
          <Link to={paths.pricingPlans}>Compare plans</Link>
        </p>
      </section>
    </Page>
  );
}
