import '@testing-library/jest-dom/vitest';
import { createRequire } from 'node:module';
import { configure } from '@testing-library/react';

// The components load real wasm modules and lazy chunks; on a busy 2-core machine the first load of a module can
// take over a second, Testing Library's default wait. A longer wait changes no assertion: a broken behaviour
// still fails, only later.
configure({ asyncUtilTimeout: 5_000 });


// Two things a browser has and jsdom does not, which the wasm modules' web storage relies on (through web-sys and
// gloo-storage): the global object is a `Window` (web-sys checks `instanceof Window`; jsdom's Window is copied onto
// Node's global, which is not one), and a `DOMException` is an `Error` of the page's realm (jsdom's inherits from
// another realm's Error, and gloo-storage reads a refused write as an `Error`).
// Files of pure logic run in Node (`// @vitest-environment node`), which has neither.
if (typeof Window !== 'undefined') {
  const instanceOfWindow = Function.prototype[Symbol.hasInstance].bind(Window);
  Object.defineProperty(Window, Symbol.hasInstance, {
    value: (value: unknown) => value === globalThis || instanceOfWindow(value),
  });
  Object.setPrototypeOf(DOMException.prototype, Error.prototype);
}

// jsdom finds a `<label for>`'s control by walking the whole document (HTMLLabelElement `control`), and an input's
// `labels` asks that of every label: a quadratic walk that Testing Library's accessible names repeat for every
// candidate of a `getByRole(…, { name })`. On the CV editor (hundreds of country options) that walk was most of the
// tests' time. The document's own id index gives the same element (the first in tree order with that id), at once.
if (typeof document !== 'undefined') {
  const require = createRequire(import.meta.url);
  // jsdom's own modules (it exports no subpaths, and the lock file pins its version); when they move, the tests still
  // pass, only slower.
  const jsdomModule = (path: string) => {
    try {
      return require(`jsdom/lib/jsdom/living/${path}`);
    } catch {
      return null;
    }
  };
  const label = jsdomModule('nodes/HTMLLabelElement-impl.js')?.implementation?.prototype;
  const isLabelable = jsdomModule('helpers/form-controls.js')?.isLabelable;
  const walk = label && Object.getOwnPropertyDescriptor(label, 'control')?.get;
  if (walk && typeof isLabelable === 'function') {
    Object.defineProperty(label, 'control', {
      configurable: true,
      get() {
        const id = this.getAttributeNS(null, 'for');
        const root = this.getRootNode({});
        // A label without `for` (its control is inside it), or outside a document: jsdom's own walk.
        if (id === null || id === '' || root.nodeType !== Node.DOCUMENT_NODE) return walk.call(this);
        const found = root.getElementById(id);
        return found && isLabelable(found) ? found : null;
      },
    });
  }
}
