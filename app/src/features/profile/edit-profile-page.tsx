import { Page } from '../../shared/ui/page';

export default function EditProfilePage() {
  return <Page title="Edit your profile" lead="Complete your CV: the more you fill in, the easier you are to find." />;
}
