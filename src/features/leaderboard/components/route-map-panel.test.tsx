/**
 * Without a Maps key (the local suite): 'Loading...', then the spec's message and the SVG route
 * view. The route file is fetched and parsed once per session (the module keeps it), so each
 * test uses its own map name.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import kmlText from '../../../../public/kml/celebrate-canada.kml?raw';
import { RouteMapPanel } from './route-map-panel';

afterEach(() => vi.unstubAllGlobals());

const me = {
  key: '7',
  firstName: 'Avery',
  lastName: 'Tremblay',
  teamName: 'Maple',
  total: 78,
  completedAt: null,
  days: {},
};
const mate = { ...me, key: '8', firstName: 'Sam' };

describe('RouteMapPanel without Google Maps', () => {
  it('draws the route with Start, Finish, milestones, her and her teammate, labelled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(kmlText, { status: 200 })),
    );
    render(
      <RouteMapPanel
        map="celebrate-canada"
        legDistance={156}
        own={me}
        known={[me, mate]}
        teams={[]}
        histogram={[]}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const svg = await screen.findByRole('img', { name: /^Route map of Along the Ottawa River/ });
    expect(screen.getByText('Map cannot be loaded right now, sorry.')).toBeInTheDocument();
    expect(svg).toHaveAccessibleName(
      /You are at 78\.00 Km of 156\.00 Km \(50\.00%\)\. 1 teammate shown\.$/,
    );
    expect(svg.querySelector('.route-svg__start')).not.toBeNull();
    expect(svg.querySelector('.route-svg__finish')).not.toBeNull();
    expect(svg.querySelectorAll('.route-svg__milestone').length).toBeGreaterThan(0);
    expect(svg.querySelectorAll('.route-svg__teammate')).toHaveLength(1);
    expect(svg.querySelector('.route-svg__you')).not.toBeNull();
    expect(fetch).toHaveBeenCalledWith('/kml/celebrate-canada.kml');
  });

  it('shows the message alone when the route file cannot be read (the error is logged)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteMapPanel
        map="missing"
        legDistance={156}
        own={me}
        known={[]}
        teams={[]}
        histogram={[]}
      />,
    );
    expect(await screen.findByText('Map cannot be loaded right now, sorry.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('a file that is not XML is a route file error too: the message alone, logged', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html><body>Not a route', { status: 200 })),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteMapPanel
        map="broken"
        legDistance={156}
        own={me}
        known={[]}
        teams={[]}
        histogram={[]}
      />,
    );
    expect(await screen.findByText('Map cannot be loaded right now, sorry.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('parses a route once per session: the next panel of the same map draws it at once, without fetching', async () => {
    const load = vi.fn(async () => new Response(kmlText, { status: 200 }));
    vi.stubGlobal('fetch', load);
    const first = render(
      <RouteMapPanel map="once" legDistance={156} own={me} known={[]} teams={[]} histogram={[]} />,
    );
    await screen.findByRole('img', { name: /^Route map of Along the Ottawa River/ });
    first.unmount();
    render(
      <RouteMapPanel map="once" legDistance={156} own={me} known={[]} teams={[]} histogram={[]} />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(
      screen.getByRole('img', { name: /^Route map of Along the Ottawa River/ }),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is not kept: the next visit fetches the route again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    const first = render(
      <RouteMapPanel map="flaky" legDistance={156} own={me} known={[]} teams={[]} histogram={[]} />,
    );
    await screen.findByText('Map cannot be loaded right now, sorry.');
    first.unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(kmlText, { status: 200 })),
    );
    render(
      <RouteMapPanel map="flaky" legDistance={156} own={me} known={[]} teams={[]} histogram={[]} />,
    );
    expect(
      await screen.findByRole('img', { name: /^Route map of Along the Ottawa River/ }),
    ).toBeInTheDocument();
    log.mockRestore();
  });
});
