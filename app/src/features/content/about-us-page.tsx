import { ButtonLink } from '../../shared/ui/button-link';
import { Page } from '../../shared/ui/page';
import { MISSION, TEAM, VALUES } from './data/team';
import { paths } from '../../shared/core/generated/routes';

export default function AboutUsPage() {
  return (
    <Page
      title="About us"
      lead="A small team of former players, coaches and engineers building the profile we wished we had."
      description="Meet the SKORA team: former players, scouts and engineers with one mission, to give every football player a fair chance to be seen by the people who decide."
      className="about-page"
    >
      <section className="about-mission" aria-labelledby="mission">
        <div>
          <h2 id="mission">Our mission</h2>
          <p className="about-mission-text">{MISSION}</p>
          <p>
            We believe a player’s story should be told with facts: minutes, positions, progress. SKORA makes those
            facts easy to share and easy to trust, for the academy hopeful and for the experienced goalkeeper between
            clubs alike.
          </p>
        </div>
        <img
          className="about-image"
          src="/images/about-team.svg"
          alt="Five figures stand together in a huddle on a pitch."
          width={640}
          height={400}
          decoding="async"
        />
      </section>

      <section aria-labelledby="values" className="home-section">
        <h2 id="values">What we stand for</h2>
        <ul className="value-grid">
          {VALUES.map((value) => (
            <li key={value.title} className="card">
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="team" className="home-section">
        <h2 id="team">The team</h2>
        <ul className="team-grid">
          {TEAM.map((member) => (
            <li key={member.name} className="card team-member">
              <span className="team-avatar" aria-hidden="true">
                {member.initials}
              </span>
              <div>
                <h3>{member.name}</h3>
                <p className="team-role">{member.role}</p>
                <p>{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="cta-band" aria-labelledby="about-cta">
        <h2 id="about-cta">Work with us</h2>
        <p>Clubs, academies, federations and player associations: we would like to hear how SKORA can help you.</p>
        <div className="cta-row">
          <ButtonLink to={paths.contactUs}>Get in touch</ButtonLink>
          <ButtonLink to={paths.story} variant="ghost">
            Read our story
          </ButtonLink>
        </div>
      </section>
    </Page>
  );
}
