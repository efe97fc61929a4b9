import type { ReactNode } from 'react';
import type { PlayerProfile, ProfileView } from '../../../shared/core/profile';
import { Site } from '../../../shared/core/startup';
import { CountryFlag } from '../../../shared/ui/country-flag';
import { TableScroll } from '../../../shared/ui/table-scroll';
import { AVAILABILITY_LABELS, FOOT_LABELS, labelFor, PLAYER_TYPE_LABELS } from '../labels';
import { countryFlag, countryName, positionLabel } from '../reference';
import { PitchDiagram } from './pitch-diagram';

interface PlayerCvProps {
  profile: PlayerProfile;
  /** The core's view of the CV (`Profile.read`, with today's local date): its title, age, contact link and seasons. */
  view: ProfileView;
  /** The picture's URL: the stored one, or the default avatar. */
  pictureUrl: string;
  /** Buttons and links under the header (Print or save as PDF, Edit). */
  actions?: ReactNode;
  /** The attribute card (or the owner's invitation to add stats), after the profile and positions. */
  attributes?: ReactNode;
  /** The weekly stats (or the owner's invitation to log a week), under the attribute card. */
  weekly?: ReactNode;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="cv-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A link only when the core says the address is a safe web address; anything else is plain text. */
function ExternalLink({ label, url }: { label: string; url: string }) {
  const safe = Site.accept('link', url);
  if (!safe) {
    return (
      <span className="cv-link-text">
        {label}: {url}
      </span>
    );
  }
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer nofollow">
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** The CV as clubs and scouts read it (and print it). Every value is rendered as text: nothing stored is HTML. */
export function PlayerCv({ profile, view, pictureUrl, actions, attributes, weekly }: PlayerCvProps) {
  const name = view.title;
  // The CV holds the birth month, never the date: the core counts the age from it.
  const age = view.age;
  const nationalities = [profile.nationality, profile.secondNationality].filter((code): code is string => Boolean(code));
  // The CV holds an e-mail only when its owner shows it (the core's split and reader see to that).
  const showEmail = Boolean(profile.contactEmail);
  const contactHref = view.contactHref;

  return (
    <article className="cv" aria-labelledby="cv-name">
      <header className="cv-header cv-section">
        <img className="avatar cv-photo" src={pictureUrl} alt={`${name}'s profile picture`} width={160} height={160} />
        <div className="cv-identity">
          <h2 id="cv-name" className="cv-name">
            {name}
          </h2>
          <p className="cv-subtitle">
            {[
              age !== undefined && age !== null ? `${age} years old` : null,
              positionLabel(profile.mainPosition),
              profile.currentClub ?? null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <ul className="cv-nationalities" aria-label="Nationality">
            {nationalities.map((code) => (
              <li key={code}>
                <CountryFlag file={countryFlag(code)} /> {countryName(code)}
              </li>
            ))}
          </ul>
          <p className="cv-availability">
            <span className={`badge badge-${profile.availability}`}>{labelFor(AVAILABILITY_LABELS, profile.availability)}</span>
          </p>
          {actions ? <div className="cv-actions form-actions no-print">{actions}</div> : null}
        </div>
      </header>

      <div className="cv-columns">
        <section className="cv-section" aria-labelledby="cv-profile">
          <h3 id="cv-profile">Profile</h3>
          <dl className="cv-facts">
            {age !== undefined && age !== null ? <Fact label="Age">{age}</Fact> : null}
            <Fact label="Player type">{labelFor(PLAYER_TYPE_LABELS, profile.playerType)}</Fact>
            <Fact label="Main position">
              {positionLabel(profile.mainPosition)} ({profile.mainPosition})
            </Fact>
            {profile.secondaryPositions.length > 0 ? (
              <Fact label="Also plays">{profile.secondaryPositions.map((code) => `${positionLabel(code)} (${code})`).join(', ')}</Fact>
            ) : null}
            {profile.preferredFoot ? <Fact label="Preferred foot">{labelFor(FOOT_LABELS, profile.preferredFoot)}</Fact> : null}
            {profile.heightCm ? <Fact label="Height">{profile.heightCm} cm</Fact> : null}
            {profile.weightKg ? <Fact label="Weight">{profile.weightKg} kg</Fact> : null}
            {profile.currentClub ? <Fact label="Current club">{profile.currentClub}</Fact> : null}
            <Fact label="Availability">{labelFor(AVAILABILITY_LABELS, profile.availability)}</Fact>
            <Fact label="Based in">
              {profile.city}, {countryName(profile.countryOfResidence)}
            </Fact>
          </dl>
        </section>

        <section className="cv-section" aria-labelledby="cv-positions">
          <h3 id="cv-positions">Positions</h3>
          <PitchDiagram main={profile.mainPosition} secondary={profile.secondaryPositions} />
        </section>
      </div>

      {attributes}

      {weekly}

      {profile.bio ? (
        <section className="cv-section" aria-labelledby="cv-about">
          <h3 id="cv-about">About</h3>
          <p className="cv-bio">{profile.bio}</p>
        </section>
      ) : null}

      {profile.career.length > 0 ? (
        <section className="cv-section" aria-labelledby="cv-career">
          <h3 id="cv-career">Career</h3>
          <TableScroll label="Career">
            <table className="cv-table">
              <thead>
                <tr>
                  <th scope="col">Club</th>
                  <th scope="col">League</th>
                  <th scope="col">Seasons</th>
                  <th scope="col" className="num">
                    <abbr title="Appearances">Apps</abbr>
                  </th>
                  <th scope="col" className="num">
                    Goals
                  </th>
                </tr>
              </thead>
              <tbody>
                {profile.career.map((entry, index) => (
                  <tr key={`${entry.club}-${entry.from}-${index}`}>
                    <th scope="row">{entry.club}</th>
                    <td>{entry.league}</td>
                    <td>{view.careerSeasons[index]}</td>
                    <td className="num">{entry.appearances}</td>
                    <td className="num">{entry.goals}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ) : null}

      {profile.honours.length > 0 ? (
        <section className="cv-section" aria-labelledby="cv-honours">
          <h3 id="cv-honours">Honours</h3>
          <ul className="cv-list">
            {profile.honours.map((honour, index) => (
              <li key={`${honour.title}-${index}`}>
                <strong>{honour.title}</strong> <span className="cv-muted">{honour.season}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {profile.languages.length > 0 ? (
        <section className="cv-section" aria-labelledby="cv-languages">
          <h3 id="cv-languages">Languages</h3>
          <ul className="cv-tags">
            {profile.languages.map((language) => (
              <li key={language}>{language}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {profile.links.length > 0 ? (
        <section className="cv-section" aria-labelledby="cv-links">
          <h3 id="cv-links">Links</h3>
          <ul className="cv-list cv-links-list">
            {profile.links.map((link, index) => (
              <li key={`${link.url}-${index}`}>
                <ExternalLink label={link.label} url={link.url} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {showEmail ? (
        <section className="cv-section" aria-labelledby="cv-contact">
          <h3 id="cv-contact">Contact</h3>
          <p>
            {/* The core re-validates the stored address: a link only to that one mailbox, or plain text. */}
            {contactHref ? <a href={contactHref}>{profile.contactEmail}</a> : profile.contactEmail}
          </p>
        </section>
      ) : null}
    </article>
  );
}
