import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Image, ImageAspectRatioId } from '@resto/domain';
import { useMemo, useState } from 'react';
import { aspectRatioValue, imageSources, requestedImageWidth } from './imageUrls';
import { inlineImageSource } from './inlineImages';
import { reportImageLoadFailure } from './reportImageLoadFailure';

export interface OptimizedImageProps {
  /** The image to show; undefined shows the neutral placeholder (nothing uploaded yet). */
  image: Image | undefined;
  alt: string;
  /** Rendered width in CSS pixels; the requested width follows from it and the screen's pixel ratio. */
  width: number;
  /** The crop to show, as an id of the domain's IMAGE_ASPECT_RATIOS; the picture is cut to fit (cover). */
  aspectRatio?: ImageAspectRatioId;
  /** Load at once instead of when scrolled near (for the first picture on a page). */
  eager?: boolean;
  /** Ask for the picture as WebP (about a third smaller than JPEG; every current browser shows it). */
  webp?: boolean;
  sx?: SxProps<Theme>;
}

const DEFAULT_ASPECT_RATIO: ImageAspectRatioId = '4x3';

function devicePixelRatio(): number {
  return typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
}

/**
 * The one way the apps show uploaded images (SPEC.md section 1): the width is requested in steps of
 * 200 px for the rendered size; if the CDN fails the image service is tried once; if that fails too,
 * a neutral placeholder is shown and the failure is logged. The box has its final size before the
 * picture arrives, so nothing on the page jumps.
 */
export function OptimizedImage({
  image,
  alt,
  width,
  aspectRatio = DEFAULT_ASPECT_RATIO,
  eager = false,
  webp = false,
  sx,
}: OptimizedImageProps) {
  const requestWidth = requestedImageWidth(width, devicePixelRatio());
  const sources = useMemo(
    () => (image ? imageSources(image, requestWidth, undefined, webp ? 'webp' : undefined) : []),
    [image, requestWidth, webp],
  );
  const sourcesKey = sources.join(' ');
  // Failures count per list of sources: a new image (or width) starts again from the CDN.
  const [failed, setFailed] = useState({ key: sourcesKey, count: 0 });
  const attempt = failed.key === sourcesKey ? failed.count : 0;

  const height = Math.round(width * aspectRatioValue(aspectRatio));
  const box: SxProps<Theme> = {
    display: 'block',
    width,
    maxWidth: '100%',
    height: 'auto',
    aspectRatio: `${width} / ${height}`,
    objectFit: 'cover',
    bgcolor: 'action.hover',
    flexShrink: 0,
  };
  // A server-rendered page's inline copy of the first attempt, when it carried one (inlineImages.ts).
  const src = attempt === 0 ? inlineImageSource(sources[0]) : sources[attempt];

  if (!src) {
    return (
      <Box
        role="img"
        aria-label={alt}
        data-testid="image-placeholder"
        sx={[
          box,
          {
            display: 'grid',
            placeItems: 'center',
            color: 'text.disabled',
            '& svg': { fontSize: Math.max(20, Math.min(48, width / 4)) },
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <ImageOutlined aria-hidden />
      </Box>
    );
  }

  return (
    <Box
      component="img"
      key={src}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        const next = attempt + 1;
        if (next >= sources.length) {
          reportImageLoadFailure({
            src: sources[0] ?? src,
            ...(sources.length > 1 ? { fallbackSrc: src } : {}),
            page: window.location.pathname,
          });
        }
        setFailed({ key: sourcesKey, count: next });
      }}
      sx={[box, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
