// The app on the device: a service worker (dist/sw.js, generated at build time by scripts/lib/app-cache.mjs from
// Workbox) that keeps the signed-in pages' frames, the app shell, and every script, stylesheet and wasm module of the
// build, so a repeat visit or a flaky network still opens the app. Registered for signed-in members only: a visitor
// of the public pages never downloads the whole app in the background.
//
// A new deploy installs a new worker beside the running one, which keeps serving its own files to the open tabs until
// they are all closed: a page never mixes one build's scripts with another build's wasm.

let registered = false;

/** Registers the service worker once, after the page has loaded and the browser is idle. */
export function keepAppOnDevice(): void {
  if (registered || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registered = true;
  const register = () =>
    void import('workbox-window')
      .then(({ Workbox }) => new Workbox('/sw.js').register())
      // Blocked (a browser setting, a test harness) or unreachable: the app works as before, from the network.
      .catch((error: unknown) => console.info('The app is not kept on this device.', error));
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
