import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadedStatus } from './loaded-status';

const navigation = (name: string, responseStatus?: number) =>
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name, responseStatus } as unknown as PerformanceEntry]);

afterEach(() => vi.restoreAllMocks());

describe('loadedStatus', () => {
  it("gives the status of the document load when it was this page's", () => {
    navigation('https://skora.app/p/nobody?x=1', 404);
    expect(loadedStatus('/p/nobody')).toBe(404);
  });

  it('says nothing for a page reached inside the app, or when the browser does not tell', () => {
    navigation('https://skora.app/player', 200);
    expect(loadedStatus('/p/nobody')).toBeUndefined();
    navigation('https://skora.app/p/nobody');
    expect(loadedStatus('/p/nobody')).toBeUndefined();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
    expect(loadedStatus('/p/nobody')).toBeUndefined();
  });
});
