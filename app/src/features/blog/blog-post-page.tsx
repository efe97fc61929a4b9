import { useParams } from 'react-router-dom';
import { Page } from '../../shared/ui/page';

export default function BlogPostPage() {
  const { slug } = useParams();
  return <Page title="Blog" lead={`Post: ${slug ?? ''}`} />;
}
