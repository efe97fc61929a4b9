// gloo-storage reaches storage through web_sys::window(), which checks `globalThis instanceof Window`.
// Under vitest the global object is Node's, with jsdom's window properties copied onto it, so that check
// fails: teach Window to recognise the global object too.
import '@testing-library/jest-dom/vitest';

const WindowCtor = globalThis.Window;
if (WindowCtor && !(globalThis instanceof WindowCtor)) {
  const original = Function.prototype[Symbol.hasInstance];
  Object.defineProperty(WindowCtor, Symbol.hasInstance, {
    value: (value: unknown) => value === globalThis || original.call(WindowCtor, value),
  });
}
