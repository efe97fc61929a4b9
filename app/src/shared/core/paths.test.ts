// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths, routes, type RouteName } from './generated/routes';

describe('paths', () => {
  it('names every fixed route of the core table by its name, and nothing else', () => {
    const fixed = routes.filter((route) => !route.path.includes(':'));
    expect(Object.entries(paths)).toEqual(fixed.map((route) => [route.name, route.path]));
  });

  it('is typed by name, so an unknown name fails the type check', () => {
    const name: RouteName = 'editProfile';
    expect(paths[name]).toBe('/settings/edit-profile');
    // @ts-expect-error a misspelt route name is not a key of `paths` (tsc fails if it ever becomes one)
    expect(paths.editProfil).toBeUndefined();
  });
});
