import MyProfilePage from '../features/profile/my-profile-page';
import MyScoutPage from '../features/scouts/my-scout-page';
import { useSession } from '../shared/auth/session-context';

/** /profile/myprofile ("My CV" in the menu): a scout's account shows its scout profile, any other its CV. */
export default function MyProfileRoute() {
  const { user } = useSession();
  return user?.accountKind === 'scout' ? <MyScoutPage /> : <MyProfilePage />;
}
