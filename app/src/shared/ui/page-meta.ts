import { createContext, useContext, useEffect } from 'react';

export interface PageMeta {
  title: string;
  /** One or two sentences for search results and link previews. */
  description?: string | undefined;
  /** An absolute or root-relative image for link previews. */
  image?: string | undefined;
  /** Keep the page out of search engines (the not-found page, private pages). */
  noindex?: boolean | undefined;
}

/** One `<meta>` of a page: `content: null` means the tag must not be there. */
export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string | null;
}

const SITE = 'SKORA';
const DEFAULT_DESCRIPTION =
  'SKORA is where football players and goalkeepers present themselves to clubs and scouts: a CV, stats, weekly form and a talent map.';

export function documentTitle(title: string): string {
  return title === SITE ? 'SKORA: football talent, seen' : `${title} | ${SITE}`;
}

/**
 * The document title and every meta tag of a page at `origin` + `pathname`. One list for both writers: the browser
 * (an effect on navigation) and the build-time pre-rendering (the `<head>` of each static page).
 */
export function pageHead({ title, description, image, noindex }: PageMeta, origin: string, pathname: string) {
  const fullTitle = documentTitle(title);
  const text = description ?? DEFAULT_DESCRIPTION;
  const tags: MetaTag[] = [
    { attribute: 'name', key: 'description', content: text },
    { attribute: 'property', key: 'og:title', content: fullTitle },
    { attribute: 'property', key: 'og:description', content: text },
    { attribute: 'property', key: 'og:type', content: 'website' },
    { attribute: 'property', key: 'og:site_name', content: SITE },
    { attribute: 'property', key: 'og:url', content: origin + pathname },
    { attribute: 'property', key: 'og:image', content: image ? new URL(image, origin).href : `${origin}/og-image.png` },
    { attribute: 'name', key: 'twitter:title', content: fullTitle },
    { attribute: 'name', key: 'twitter:description', content: text },
    { attribute: 'name', key: 'robots', content: noindex ? 'noindex' : null },
  ];
  return { title: fullTitle, tags };
}

function setMeta({ attribute, key, content }: MetaTag) {
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

/**
 * Where a page reports its meta while it is pre-rendered at build time (effects do not run there): the pre-render
 * writes them into the page's `<head>`, so crawlers and link previews see them without JavaScript.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/** Sets the document title, description, Open Graph tags and robots directive for the current page. */
export function usePageMeta({ title, description, image, noindex }: PageMeta) {
  useContext(PageMetaSink)?.({ title, description, image, noindex });
  useEffect(() => {
    const head = pageHead({ title, description, image, noindex }, window.location.origin, window.location.pathname);
    document.title = head.title;
    head.tags.forEach(setMeta);
  }, [title, description, image, noindex]);
}
