import { useLocation } from 'react-router-dom';
import { MarkdownPage } from './components/markdown-page';
import { CONTACT, INFO_PAGES } from './data/documents';

// One component serves these paths, as the route table says; each path keeps its own heading and text.
export default function InfoPage() {
  const { pathname } = useLocation();
  // React Router hands over the decoded path; "/t%26c" and "/t&c" are the same page.
  const path = decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
  return <MarkdownPage page={INFO_PAGES[path] ?? CONTACT} />;
}
