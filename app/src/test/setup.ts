import '@testing-library/jest-dom/vitest';
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
