import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientProvider } from '../../src/api/ApiClientContext';
import type { ApiClient } from '../../src/api/apiClient';
import { PRINTER_CHECK_INTERVAL_MS, usePrinterCheck } from '../../src/printing/usePrinterCheck';

afterEach(() => {
  vi.useRealTimers();
});

function Probe({ enabled }: { enabled: boolean }) {
  const check = usePrinterCheck('r1', 's1', enabled);
  return <p>{check.checkedAt ? 'checked' : 'not checked'}</p>;
}

/** An api client that records each command and answers like the server does. */
function recordingClient(fail = false) {
  const posts: string[] = [];
  const client = {
    post: vi.fn(async (path: string) => {
      posts.push(path);
      if (fail) throw new Error('429 Too many attempts');
      return { sunmiChecked: 0, moved: 0 };
    }),
  } as unknown as ApiClient;
  return { client, posts };
}

describe('usePrinterCheck', () => {
  it('checks the store’s printers when shown and every half minute while shown', async () => {
    vi.useFakeTimers();
    const { client, posts } = recordingClient();
    const view = render(
      <ApiClientProvider client={client}>
        <Probe enabled />
      </ApiClientProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(posts).toEqual(['/api/printing/restaurants/r1/stores/s1/printers/check']);
    expect(screen.getByText('checked')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRINTER_CHECK_INTERVAL_MS);
    });
    expect(posts).toHaveLength(2);
    view.unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRINTER_CHECK_INTERVAL_MS * 3);
    });
    expect(posts).toHaveLength(2);
  });

  it('does nothing when switched off, and stays quiet when a check fails', async () => {
    vi.useFakeTimers();
    const off = recordingClient();
    render(
      <ApiClientProvider client={off.client}>
        <Probe enabled={false} />
      </ApiClientProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PRINTER_CHECK_INTERVAL_MS * 2);
    });
    expect(off.posts).toEqual([]);
    const failing = recordingClient(true);
    render(
      <ApiClientProvider client={failing.client}>
        <Probe enabled />
      </ApiClientProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(failing.posts).toHaveLength(1);
    expect(screen.getAllByText('not checked')).toHaveLength(2);
  });
});
