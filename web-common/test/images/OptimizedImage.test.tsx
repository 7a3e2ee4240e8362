import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adoptInlineImages } from '../../src/images/inlineImages';
import { OptimizedImage } from '../../src/images/OptimizedImage';

const IMAGE = { id: 'img1', path: 'images/r1/img1' };
const CDN = 'https://cdn.example.test';

function stubBeacon() {
  const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
  return beacon;
}

beforeEach(() => {
  vi.stubEnv('VITE_IMAGE_CDN_BASE', CDN);
  vi.stubGlobal('devicePixelRatio', 2);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('OptimizedImage', () => {
  it('requests the rendered width times the pixel ratio, in steps of 200, lazily and with its size', () => {
    render(<OptimizedImage image={IMAGE} alt="Margherita" width={175} aspectRatio="4x3" />);
    const img = screen.getByRole('img', { name: 'Margherita' });
    expect(img).toHaveAttribute('src', `${CDN}/images/r1/img1?w=400`);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '175');
    expect(img).toHaveAttribute('height', '131');
  });

  it('falls back from the CDN to the image service, then shows a placeholder and logs once', async () => {
    const beacon = stubBeacon();
    const errors = vi.spyOn(console, 'error');
    render(<OptimizedImage image={IMAGE} alt="Margherita" width={300} />);

    fireEvent.error(screen.getByRole('img', { name: 'Margherita' }));
    const fallback = screen.getByRole('img', { name: 'Margherita' });
    expect(fallback).toHaveAttribute('src', '/api/images/r1/img1?w=600');
    expect(beacon).not.toHaveBeenCalled();

    fireEvent.error(fallback);
    expect(screen.getByTestId('image-placeholder')).toHaveAccessibleName('Margherita');
    expect(screen.queryByRole('img', { name: 'Margherita' })?.tagName).toBe('DIV');
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, data] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/logging/image-load-failures');
    expect(JSON.parse(await (data as Blob).text())).toEqual({
      src: `${CDN}/images/r1/img1?w=600`,
      fallbackSrc: '/api/images/r1/img1?w=600',
      page: '/',
    });
    expect(errors).not.toHaveBeenCalled();
  });

  it('without a CDN tries the image service once, and reports with fetch when there is no beacon', () => {
    vi.stubEnv('VITE_IMAGE_CDN_BASE', '');
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: undefined });
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<OptimizedImage image={IMAGE} alt="Logo" width={80} aspectRatio="square" />);
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img).toHaveAttribute('src', '/api/images/r1/img1?w=200');
    fireEvent.error(img);
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/logging/image-load-failures',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });

  it('starts again from the CDN when the image changes', () => {
    stubBeacon();
    const { rerender } = render(<OptimizedImage image={IMAGE} alt="Dish" width={200} />);
    fireEvent.error(screen.getByRole('img', { name: 'Dish' }));
    rerender(<OptimizedImage image={{ id: 'img2', path: 'images/r1/img2' }} alt="Dish" width={200} />);
    expect(screen.getByRole('img', { name: 'Dish' })).toHaveAttribute('src', `${CDN}/images/r1/img2?w=400`);
  });

  it('shows the placeholder when there is no image, without logging', () => {
    const beacon = stubBeacon();
    render(<OptimizedImage image={undefined} alt="No picture yet" width={120} />);
    expect(screen.getByTestId('image-placeholder')).toHaveAccessibleName('No picture yet');
    expect(beacon).not.toHaveBeenCalled();
  });

  it("shows a server-rendered page's inline copy of a picture instead of fetching its address again", () => {
    const served = document.createElement('div');
    const data = 'data:image/webp;base64,UklGRg==';
    served.innerHTML = [
      `<img src="${data}" data-inline-src="${CDN}/images/r1/img2?w=400" alt="">`,
      // Only image data is adopted, never another address.
      `<img src="https://elsewhere.test/x.png" data-inline-src="${CDN}/images/r1/img3?w=400" alt="">`,
    ].join('');
    adoptInlineImages(served);
    render(
      <>
        <OptimizedImage image={{ id: 'img2', path: 'images/r1/img2' }} alt="Inline" width={175} eager />
        <OptimizedImage image={{ id: 'img3', path: 'images/r1/img3' }} alt="Fetched" width={175} />
        <OptimizedImage image={{ id: 'img2', path: 'images/r1/img2' }} alt="Wider" width={400} />
        <OptimizedImage image={{ id: 'img4', path: 'images/r1/img4' }} alt="WebP" width={175} webp />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Inline' })).toHaveAttribute('src', data);
    expect(screen.getByRole('img', { name: 'Fetched' })).toHaveAttribute(
      'src',
      `${CDN}/images/r1/img3?w=400`,
    );
    expect(screen.getByRole('img', { name: 'WebP' })).toHaveAttribute(
      'src',
      `${CDN}/images/r1/img4?w=400&f=webp`,
    );
    // Another width is another picture: fetched from its own address.
    expect(screen.getByRole('img', { name: 'Wider' })).toHaveAttribute('src', `${CDN}/images/r1/img2?w=800`);
  });
});
