import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionalLazy } from './optional-lazy';

/** What the browser rejects a dynamic import with when the file cannot be fetched (Chromium). */
const offline = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/part.js');

function Part({ name }: { readonly name: string }) {
  return <p>part for {name}</p>;
}
const partModule = { default: Part };

class Boundary extends Component<{ children: ReactNode }, { failed: string | null }> {
  state = { failed: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { failed: error.message };
  }
  render() {
    return this.state.failed ? <p>page failed: {this.state.failed}</p> : this.props.children;
  }
}

function page(Lazy: React.ComponentType<{ name: string }>) {
  return (
    <Boundary>
      <p>the page</p>
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Avery" />
      </Suspense>
    </Boundary>
  );
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => vi.restoreAllMocks());

describe('optionalLazy', () => {
  it('shows the part once its module arrives', async () => {
    render(page(optionalLazy(() => Promise.resolve(partModule))));
    expect(await screen.findByText('part for Avery')).toBeInTheDocument();
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('keeps the page without the part when its file cannot be fetched, and brings it once online again', async () => {
    setOnline(false);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof partModule>>()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValue(partModule);
    render(page(optionalLazy(load)));
    await act(() => Promise.resolve());
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(screen.queryByText(/page failed/)).not.toBeInTheDocument();
    expect(screen.queryByText(/part for/)).not.toBeInTheDocument();
    // Offline, a missing part is expected: nothing is reported.
    expect(errors).not.toHaveBeenCalled();

    // Still unreachable at the first `online`: still the page alone, and the next one tries again.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await Promise.resolve();
    });
    expect(screen.queryByText(/part for/)).not.toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('part for Avery')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(errors).not.toHaveBeenCalled();
  });

  it('reports a file missing while the browser is online (a deploy replaced it)', async () => {
    setOnline(true);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(page(optionalLazy(() => Promise.reject(offline()))));
    await act(() => Promise.resolve());
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('dynamically imported') }),
      { part: 'optional' },
    );
  });

  it('keeps the page without the part when the module itself fails, and reports it', async () => {
    setOnline(true);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('the module threw');
    render(page(optionalLazy(() => Promise.reject(failure))));
    await act(() => Promise.resolve());
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText(/page failed/)).not.toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(failure, { part: 'optional' });
  });
});
