import { Link } from 'react-router-dom';
import { useSession } from '../../shared/auth/session-context';
import { Scout } from '../../shared/core/profile';
import { paths } from '../../shared/core/generated/routes';
import { ButtonLink } from '../../shared/ui/button-link';
import { LoadingScreen } from '../../shared/ui/loading-screen';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import { ScoutLoadError } from './scout-load-error';
import { useScoutProfile } from './use-scout-profile';

/** /profile/myprofile for a scout ("My CV" in the menu): their scout profile, as players will see it on a request. */
export default function MyScoutPage() {
  const { user } = useSession();
  const uid = user?.uid ?? '';
  const { load: state, retry } = useScoutProfile(uid);

  const view = state.status === 'ready' ? Scout.read({ record: state.doc }) : null;
  const profile = view?.profile;
  return (
    <Page title="My scout profile" lead="Private to you. Players see your name, role and organisation only when you ask to contact them." className="scout-page">
      {state.status === 'loading' ? <LoadingScreen /> : null}
      {state.status === 'error' ? (
        <ScoutLoadError retry={retry} note="Check your connection and try again." />
      ) : null}
      {view && !profile ? (
        <StatusCard title="Your scout profile is not complete" actions={<ButtonLink to={paths.editProfile}>Complete my profile</ButtonLink>}>
          <p>A short profile opens the talent map and the player directory to you.</p>
        </StatusCard>
      ) : null}
      {profile ? (
        <section className="card scout-card" aria-labelledby="scout-name">
          <h2 id="scout-name">{profile.name}</h2>
          <dl className="cv-facts">
            <div>
              <dt>Role</dt>
              <dd>{view.roleLabel}</dd>
            </div>
            <div>
              <dt>Club, academy or agency</dt>
              <dd>{profile.organisation}</dd>
            </div>
            <div>
              <dt>Country</dt>
              <dd>{view.countryName ?? profile.country}</dd>
            </div>
            {profile.link ? (
              <div>
                <dt>Web page</dt>
                <dd>
                  <a href={profile.link} rel="noopener noreferrer nofollow" target="_blank">
                    {profile.link}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          <p>
            <ButtonLink to={paths.editProfile}>Edit my scout profile</ButtonLink>
          </p>
        </section>
      ) : null}
      {profile ? (
        <p>
          Find players on the <Link to={paths.map}>talent map</Link> or in the <Link to={paths.players}>player directory</Link>.
        </p>
      ) : null}
    </Page>
  );
}
