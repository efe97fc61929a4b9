import { useLocation } from 'react-router-dom';
import { Site } from '../../shared/core/startup';
import { MarkdownPage } from './components/markdown-page';
import { CONTACT, INFO_PAGES } from './data/documents';

// One component serves these paths, as the route table says; each path keeps its own heading and text.
export default function InfoPage() {
  const { pathname } = useLocation();
  // The core's page key: "/t%26c" and "/t&c/" are the same page; an unknown or malformed path gets the default.
  return <MarkdownPage page={INFO_PAGES[Site.route(pathname).key] ?? CONTACT} />;
}
