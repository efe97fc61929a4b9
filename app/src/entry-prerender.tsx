// Build-time pre-rendering (run by scripts/lib/prerender.mjs on a Vite SSR build of this file): every public route
// becomes static HTML, so the first paint needs neither JavaScript nor wasm; the browser then hydrates it
// (main.tsx). React's static `prerender` renders the same routes through React Router's static data router.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/app';
import { routes } from './app/routes';
import { Site } from './shared/core/startup';
import { PageMetaSink, type PageMeta } from './shared/ui/page-meta';

export interface PrerenderedPage {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** What the page asked for with `usePageMeta`, or null (a guarded route's loading shell). */
  meta: PageMeta | null;
  /** The body's background, as the shell sets it after hydration (so the first paint already has it). */
  background: string;
  status: number;
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return text;
}

/** Renders `path` (no query) as the browser's first render of it would look. */
export async function render(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let meta: PageMeta | null = null;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaSink.Provider value={(reported) => (meta = reported)}>
        <AppProviders>
          {/* No hydration data: the routes have no loaders, and the browser resolves the page's module itself. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PageMetaSink.Provider>
    </StrictMode>,
    // React outlines a Suspense boundary bigger than this into a hidden segment that an inline script reveals; a
    // static page must show its content without scripts, so no boundary is ever outlined.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return { html: await streamText(prelude), meta, background: Site.route(path).background, status: context.statusCode };
}

export { pageHead } from './shared/ui/page-meta';
export { FRAMED_PAGES } from './app/shell/page-frame';
