import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { World } from '../../../shared/core/map';
import { SHADES } from './canvas-fixtures';
import { MapCanvas, type MapCanvasProps } from './map-canvas';

// jsdom has no layout and no SVG geometry: Leaflet picks its SVG renderer only where `createSVGRect` exists (read when
// leaflet is first imported, so set before anything loads), and sizes the map from the container's client size.
vi.hoisted(() => {
  Object.defineProperty(window.SVGSVGElement.prototype, 'createSVGRect', { configurable: true, value: () => ({}) });
});
const size = { width: 800, height: 600 };
const clientSize = {
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
};
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => size.width });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => size.height });
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(clientSize)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  }
});
afterEach(cleanup);

const PLAYERS: Record<number, { id: string; label: string; at: [number, number] }> = {
  10: { id: 'uid-ana', label: 'Ana Ruiz, Striker, 19', at: [40.4, -3.7] },
  11: { id: 'uid-bea', label: 'Bea Gil, Goalkeeper, 22', at: [40.4, -3.7] },
  12: { id: 'uid-caio', label: 'Caio Lima, Left back, 20', at: [38.7, -9.1] },
  13: { id: 'uid-none', label: 'No Where, Striker, 30', at: [Number.NaN, Number.NaN] },
};

async function setup(overrides: Partial<MapCanvasProps> = {}) {
  const rows = Uint32Array.from([10, 11, 12, 13]);
  const props: MapCanvasProps = {
    center: { lat: 40, lng: -5 },
    zoom: 5,
    onViewChange: vi.fn(),
    shades: SHADES,
    atlasCountries: (ids) => new Map(World.view(null, { atlas: [...ids] }).atlas.map((c) => [c.id, c.code])),
    activeCountry: null,
    onCountryClick: vi.fn(),
    points: Float32Array.from([...rows].flatMap((row) => PLAYERS[row]?.at ?? [])),
    rows,
    labelOf: (row) => PLAYERS[row]?.label ?? '',
    idOf: (row) => PLAYERS[row]?.id ?? '',
    onOpenPlayer: vi.fn(),
    onShowPlayers: vi.fn(),
    selectedRow: null,
    ...overrides,
  };
  const view = render(
    <div style={{ height: 600 }}>
      <MapCanvas {...props} />
    </div>,
  );
  // Leaflet comes in its own chunk (React.lazy).
  await waitFor(() => expect(document.querySelector('.leaflet-container')).not.toBeNull());
  const rerender = (next: Partial<MapCanvasProps>) =>
    view.rerender(
      <div style={{ height: 600 }}>
        <MapCanvas {...props} {...next} />
      </div>,
    );
  return { props, rerender };
}

const country = (code: string) => document.querySelector(`path[data-country="${code}"]`);

describe('MapCanvas', () => {
  it('is the Map region with the legend, and reports its view once on mount', async () => {
    const { props } = await setup();
    const region = screen.getByRole('region', { name: 'Map' });
    expect(within(region).getByRole('group', { name: 'Players per country' })).toBeInTheDocument();
    expect(props.onViewChange).toHaveBeenCalledTimes(1);
    expect(props.onViewChange).toHaveBeenCalledWith(
      expect.objectContaining({ zoom: 5, center: { lat: expect.closeTo(40, 3), lng: expect.closeTo(-5, 3) } }),
    );
    const [view] = vi.mocked(props.onViewChange).mock.calls[0] ?? [];
    expect(view && view.west < -5 && view.east > -5 && view.south < 40 && view.north > 40).toBe(true);
  });

  it('draws the countries with their code, shade and state, countries with players as buttons', async () => {
    const { props, rerender } = await setup();
    // The atlas is drawn over several tasks: every country of the test is there once the last part is.
    await waitFor(() => expect(['ES', 'MA', 'FR'].map(country)).not.toContain(null));
    const spain = country('ES') as SVGElement;
    expect(spain).toHaveAttribute('data-shade', '5');
    expect(spain).toHaveAttribute('data-active', 'false');
    expect(spain).toHaveAttribute('tabindex', '0');
    expect(spain).toHaveAttribute('role', 'button');
    expect(spain).toHaveAttribute('aria-label', 'Spain: 123 players');
    expect(country('MA')).toHaveAttribute('data-shade', '1');
    const france = country('FR');
    expect(france).toHaveAttribute('data-shade', '0');
    expect(france).toHaveAttribute('tabindex', '-1');
    expect(france).not.toHaveAttribute('role');

    fireEvent.keyDown(spain, { key: 'Enter' });
    expect(props.onCountryClick).toHaveBeenCalledWith('ES');

    rerender({ activeCountry: 'ES' });
    expect(country('ES')).toHaveAttribute('data-active', 'true');
    expect(country('ES')).toHaveAttribute('aria-pressed', 'true');
    rerender({ activeCountry: 'ES', shades: null });
    expect(country('ES')).toHaveAttribute('data-shade', '0');
  });

  it('draws the atlas a part per task, so no long task holds the page, and then draws it whole', async () => {
    const drawn = () => document.querySelectorAll('path[data-country]').length;
    // A mutation observer's callback runs at the end of the task that drew: it sees each part as that task left it.
    const seen: number[] = [];
    const observer = new MutationObserver(() => {
      if (drawn() !== seen.at(-1)) seen.push(drawn());
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    await setup();
    // The atlas has 174 countries the core names.
    await waitFor(() => expect(drawn()).toBe(174));
    observer.disconnect();
    // About 10,600 points at 1,200 a task (atlasParts): 9 or more parts, none of them most of the atlas.
    const steps = seen.filter((count) => count > 0);
    expect(steps.length).toBeGreaterThanOrEqual(9);
    for (const [i, count] of steps.entries()) expect(count - (steps[i - 1] ?? 0)).toBeLessThan(60);
  });

  it('names the country in a tooltip on focus', async () => {
    await setup();
    await waitFor(() => expect(country('PT')).not.toBeNull());
    act(() => (country('PT') as SVGElement).dispatchEvent(new FocusEvent('focus')));
    expect(document.querySelector('.leaflet-tooltip')).toHaveTextContent('Portugal: 12 players');
  });

  it('shows players and clusters as named, focusable markers', async () => {
    await setup();
    const caio = document.querySelector('[data-player="uid-caio"]');
    expect(caio).toHaveAttribute('aria-label', 'Caio Lima, Left back, 20');
    expect(caio).toHaveAttribute('tabindex', '0');
    expect(caio).toHaveAttribute('role', 'button');
    const cluster = screen.getByRole('button', { name: '2 players' });
    expect(cluster).toHaveAttribute('data-cluster', '2');
    expect(document.querySelector('[data-player="uid-none"]')).toBeNull();
  });

  it('opens a player on click or Enter, and lists a cluster that cannot split', async () => {
    const { props } = await setup();
    const caio = screen.getByRole('button', { name: 'Caio Lima, Left back, 20' });
    fireEvent.keyDown(caio, { key: 'Enter' });
    expect(props.onOpenPlayer).toHaveBeenCalledWith(12);
    fireEvent.keyDown(screen.getByRole('button', { name: '2 players' }), { key: ' ' });
    expect(props.onShowPlayers).toHaveBeenCalledWith([10, 11]);
  });

  it('zooms into a cluster that splits', async () => {
    const { props } = await setup({ zoom: 2 });
    const cluster = screen.getByRole('button', { name: '3 players' });
    fireEvent.keyDown(cluster, { key: 'Enter' });
    const views = vi.mocked(props.onViewChange).mock.calls.map(([view]) => view.zoom);
    expect(views.at(-1)).toBeGreaterThan(2);
    expect(screen.getByRole('button', { name: 'Caio Lima, Left back, 20' })).toBeInTheDocument();
    // The keyboard user lands on a marker of what the cluster held, not on the page's body.
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^(2 players|Caio Lima, Left back, 20)$/);
  });

  it('keeps the same marker elements across a pan (only what enters or leaves the view changes)', async () => {
    const { rerender } = await setup();
    const caio = document.querySelector('[data-player="uid-caio"]');
    rerender({ center: { lat: 39.5, lng: -6 } });
    expect(document.querySelector('[data-player="uid-caio"]')).toBe(caio);
  });

  it('keeps the keyboard focus on the map when new rows re-cluster it (a page of players arriving)', async () => {
    const { props, rerender } = await setup();
    const cluster = screen.getByRole('button', { name: '2 players' });
    cluster.focus();
    expect(document.activeElement).toBe(cluster);
    // One more player at the cluster's point: a new index, a new cluster element.
    const rows = Uint32Array.from([...props.rows, 14]);
    rerender({ rows, points: Float32Array.from([...props.points, 40.4, -3.7]) });
    const next = screen.getByRole('button', { name: '3 players' });
    expect(next).not.toBe(cluster);
    expect(document.activeElement).toBe(next);
  });

  it('highlights the selected player', async () => {
    const { rerender } = await setup();
    rerender({ selectedRow: 12 });
    expect(document.querySelector('[data-player="uid-caio"]')).toHaveClass('is-selected');
    rerender({ selectedRow: null });
    expect(document.querySelector('[data-player="uid-caio"]')).not.toHaveClass('is-selected');
  });

  it('re-clusters when the rows change', async () => {
    const { rerender } = await setup();
    rerender({ rows: Uint32Array.from([12]), points: Float32Array.from(PLAYERS[12]?.at ?? []) });
    expect(screen.queryByRole('button', { name: '2 players' })).toBeNull();
    expect(document.querySelectorAll('[data-player]')).toHaveLength(1);
  });

  it('follows a new centre from the page, but not the echo of its own report', async () => {
    const { props, rerender } = await setup();
    const onViewChange = vi.mocked(props.onViewChange);
    const [mounted] = onViewChange.mock.calls[0] ?? [];
    rerender({ center: { lat: Number(mounted?.center.lat.toFixed(4)), lng: Number(mounted?.center.lng.toFixed(4)) } });
    expect(onViewChange).toHaveBeenCalledTimes(1);
    rerender({ center: { lat: 52.5, lng: 13.4 }, zoom: 6 });
    expect(onViewChange).toHaveBeenCalledTimes(2);
    expect(onViewChange.mock.calls[1]?.[0]).toMatchObject({ zoom: 6, center: { lat: expect.closeTo(52.5, 3) } });
  });

  it('frames a country chosen while the view stays put, then reports that view', async () => {
    const { props, rerender } = await setup({ center: { lat: 54.5, lng: 15.3 }, zoom: 4 });
    await waitFor(() => expect(country('PT')).not.toBeNull());
    rerender({ center: { lat: 54.5, lng: 15.3 }, zoom: 4, activeCountry: 'PT' });
    const last = vi.mocked(props.onViewChange).mock.calls.at(-1)?.[0];
    expect(last?.zoom).toBeGreaterThan(4);
    expect(last && last.south < 39 && last.north > 41.5 && last.west < -9 && last.east > -6.5).toBe(true);
  });

  it("keeps the view a page mounts with, unless told to frame the URL's country", async () => {
    const kept = await setup({ center: { lat: 54.5, lng: 15.3 }, zoom: 4, activeCountry: 'PT' });
    await waitFor(() => expect(country('PT')).toHaveAttribute('data-active', 'true'));
    expect(vi.mocked(kept.props.onViewChange).mock.calls.at(-1)?.[0].zoom).toBe(4);
    cleanup();

    const framed = await setup({ center: { lat: 54.5, lng: 15.3 }, zoom: 4, activeCountry: 'PT', fitCountryOnMount: true });
    await waitFor(() => expect(vi.mocked(framed.props.onViewChange).mock.calls.at(-1)?.[0].zoom).toBeGreaterThan(4));
    expect(vi.mocked(framed.props.onViewChange).mock.calls.at(-1)?.[0].center.lat).toBeCloseTo(39.5, 0);
  });
});
