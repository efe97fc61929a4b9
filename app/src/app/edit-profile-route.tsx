import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DeleteAccount } from '../features/accounts/delete-account';
import EditProfilePage from '../features/profile/edit-profile-page';
import EditScoutPage from '../features/scouts/edit-scout-page';
import { useSession } from '../shared/auth/session-context';
import { AccountKindChoice, type ChosenKind } from './account-kind-choice';

/**
 * /settings/edit-profile: a player's CV editor or a scout's profile editor, by whose the account is (features never
 * import each other: the app layer chooses), and below either, deleting the account. A new account chooses here; the choice sits in the URL (`?as=scout`),
 * so a reload keeps it.
 */
export default function EditProfileRoute() {
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const [switched, setSwitched] = useState(false);
  const kind = user?.accountKind ?? 'player';
  const account = <DeleteAccount />;
  if (kind === 'scout') return <EditScoutPage accountControls={account} />;
  if (kind === 'player') return <EditProfilePage accountControls={account} />;
  const chosen: ChosenKind = search.get('as') === 'scout' ? 'scout' : 'player';
  const choose = (next: ChosenKind) => {
    setSwitched(true);
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'scout') params.set('as', 'scout');
        else params.delete('as');
        return params;
      },
      { replace: true },
    );
  };
  const choice = <AccountKindChoice value={chosen} onChange={choose} focusChosen={switched} />;
  return chosen === 'scout' ? (
    <EditScoutPage kindChoice={choice} accountControls={account} />
  ) : (
    <EditProfilePage kindChoice={choice} accountControls={account} />
  );
}
