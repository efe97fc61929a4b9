import { ButtonLink } from '../../shared/ui/button-link';
import { Page } from '../../shared/ui/page';

export default function HomePage() {
  return (
    <Page
      title="SKORA"
      className="home"
      lead="Your football CV, your numbers and your week-by-week form, in one profile that clubs and scouts can find."
    >
      <div className="cta-row">
        <ButtonLink to="/signup">Create your player CV</ButtonLink>
        <ButtonLink to="/player" variant="ghost">
          Browse players
        </ButtonLink>
      </div>
      <section aria-labelledby="how-it-works" className="card-grid">
        <h2 id="how-it-works">How SKORA works</h2>
        <article className="card">
          <h3>A CV scouts can read in a minute</h3>
          <p>Positions, foot, height, clubs and honours on one clean page, with your photo and highlight links.</p>
        </article>
        <article className="card">
          <h3>Stats that mean something</h3>
          <p>Physical, technical and goalkeeper attributes, entered once through a guided wizard.</p>
        </article>
        <article className="card">
          <h3>Weekly form</h3>
          <p>Log minutes, goals, assists or saves every week and let the trend lines speak for you.</p>
        </article>
        <article className="card">
          <h3>The talent map</h3>
          <p>Clubs filter players by country, position, age and type, and find you where you play.</p>
        </article>
      </section>
    </Page>
  );
}
