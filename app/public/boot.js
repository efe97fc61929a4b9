// Starts the app after the pre-rendered page has painted (scripts/lib/prerender.mjs puts this script, deferred, where
// Vite's entry <script type="module"> was). The entry module, the chunks it imports and the wasm it instantiates are
// requested only then, so the first paint waits for nothing but the HTML and the CSS; React hydrates a frame later.
(function () {
  var root = document.documentElement;
  // Until React has hydrated (AppReady sets data-ready), a form has no handler: a native submission would reload the
  // page with what was typed in the URL. Hold submissions back until then. This runs only once this script has
  // loaded; before that, the forms' submit buttons (shared/ui/submit-button.tsx) are disabled until they hydrate.
  document.addEventListener(
    'submit',
    function (event) {
      if (!root.hasAttribute('data-ready')) event.preventDefault();
    },
    true,
  );
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = /\.wasm$/.test(href) ? 'preload' : 'modulepreload';
      if (link.rel === 'preload') link.as = 'fetch';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }
  // The callback of the next animation frame runs before that frame paints; the timeout moves past the paint.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
})();
