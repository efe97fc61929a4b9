import { Page } from '../../shared/ui/page';

export default function BlogPage() {
  return (
    <Page title="Blog" lead="Advice on trials, recruitment and building a profile that gets read." />
  );
}
