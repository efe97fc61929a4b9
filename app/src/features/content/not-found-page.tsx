import { ButtonLink } from '../../shared/ui/button-link';
import { Page } from '../../shared/ui/page';

export default function NotFoundPage() {
  return (
    <Page title="Page not found" lead="This page does not exist, or it has moved." noindex>
      <ButtonLink to="/">Back to the home page</ButtonLink>
    </Page>
  );
}
