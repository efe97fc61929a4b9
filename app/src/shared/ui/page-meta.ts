import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  /** One or two sentences for search results and link previews. */
  description?: string | undefined;
  /** An absolute or root-relative image for link previews. */
  image?: string | undefined;
  /** Keep the page out of search engines (the not-found page, private pages). */
  noindex?: boolean | undefined;
}

const SITE = 'SKORA';
const DEFAULT_DESCRIPTION =
  'SKORA is where football players and goalkeepers present themselves to clubs and scouts: a CV, stats, weekly form and a talent map.';

function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export function documentTitle(title: string): string {
  return title === SITE ? 'SKORA: football talent, seen' : `${title} | ${SITE}`;
}

/** Sets the document title, description, Open Graph tags and robots directive for the current page. */
export function usePageMeta({ title, description, image, noindex }: PageMeta) {
  useEffect(() => {
    const fullTitle = documentTitle(title);
    const text = description ?? DEFAULT_DESCRIPTION;
    document.title = fullTitle;
    setMeta('name', 'description', text);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', SITE);
    setMeta('property', 'og:url', window.location.origin + window.location.pathname);
    setMeta('property', 'og:image', image ? new URL(image, window.location.origin).href : `${window.location.origin}/og-image.png`);
    setMeta('name', 'robots', noindex ? 'noindex' : null);
  }, [title, description, image, noindex]);
}
