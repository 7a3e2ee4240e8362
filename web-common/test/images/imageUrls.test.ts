import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageCdnUrl, imageServiceUrl, imageSources, requestedImageWidth } from '../../src/images/imageUrls';

const IMAGE = { id: 'img1', path: 'images/r1/img1' };

afterEach(() => vi.unstubAllEnvs());

describe('requestedImageWidth', () => {
  it('multiplies the CSS width by the pixel ratio and rounds up to steps of 200, at least 200', () => {
    expect(requestedImageWidth(100, 1)).toBe(200);
    expect(requestedImageWidth(175, 2)).toBe(400);
    expect(requestedImageWidth(240, 2)).toBe(600);
    expect(requestedImageWidth(320, 3)).toBe(1000);
    expect(requestedImageWidth(401, 1)).toBe(600);
  });

  it('treats a missing or silly pixel ratio as 1', () => {
    expect(requestedImageWidth(350, 0)).toBe(400);
    expect(requestedImageWidth(350, Number.NaN)).toBe(400);
  });
});

describe('image URLs', () => {
  it('uses the same-origin image service when no CDN is configured', () => {
    expect(imageServiceUrl(IMAGE, 400)).toBe('/api/images/r1/img1?w=400');
    expect(imageCdnUrl(IMAGE, 400, undefined)).toBe('/api/images/r1/img1?w=400');
    expect(imageSources(IMAGE, 400, '')).toEqual(['/api/images/r1/img1?w=400']);
  });

  it('tries the CDN first, then the image service', () => {
    vi.stubEnv('VITE_IMAGE_CDN_BASE', 'https://cdn.example.test/');
    expect(imageSources(IMAGE, 600)).toEqual([
      'https://cdn.example.test/images/r1/img1?w=600',
      '/api/images/r1/img1?w=600',
    ]);
  });
});
