// @vitest-environment node
// App Check starts only in a build with a site key that talks to the real project, once, with reCAPTCHA Enterprise;
// without a key, or on the emulators, the SDK is not even loaded.
import type { FirebaseApp } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  initializeAppCheck: vi.fn(),
  ReCaptchaEnterpriseProvider: vi.fn(function (this: { siteKey: string }, siteKey: string) {
    this.siteKey = siteKey;
  }),
}));
vi.mock('firebase/app-check', () => sdk);

const app = { name: '[DEFAULT]' } as FirebaseApp;

/** A fresh copy of the module (it starts App Check once per page). */
const load = async () => {
  vi.resetModules();
  return import('./app-check');
};

describe('App Check', () => {
  beforeEach(() => {
    sdk.initializeAppCheck.mockClear();
    sdk.ReCaptchaEnterpriseProvider.mockClear();
  });

  it('runs with a site key, and never without one or on the emulators', async () => {
    const { appCheckKey } = await load();
    expect(appCheckKey('site-key', false)).toBe('site-key');
    expect(appCheckKey('', false)).toBeNull();
    expect(appCheckKey('site-key', true)).toBeNull();
    expect(appCheckKey('', true)).toBeNull();
  });

  it('starts once with reCAPTCHA Enterprise when a site key is configured', async () => {
    const { startAppCheck } = await load();
    await startAppCheck(app, 'site-key', false);
    await startAppCheck(app, 'site-key', false);
    expect(sdk.initializeAppCheck).toHaveBeenCalledTimes(1);
    const [target, options] = sdk.initializeAppCheck.mock.calls[0] as [FirebaseApp, { provider: { siteKey: string } }];
    expect(target).toBe(app);
    expect(sdk.ReCaptchaEnterpriseProvider).toHaveBeenCalledWith('site-key');
    expect(options.provider.siteKey).toBe('site-key');
  });

  it('does not start without a site key, on the emulators, or in a build without VITE_APP_CHECK_SITE_KEY', async () => {
    const { startAppCheck } = await load();
    await startAppCheck(app, '', false);
    await startAppCheck(app, 'site-key', true);
    await startAppCheck(app);
    expect(sdk.initializeAppCheck).not.toHaveBeenCalled();
    expect(sdk.ReCaptchaEnterpriseProvider).not.toHaveBeenCalled();
  });
});
