import type { Image, ImageAspectRatioId } from '@resto/domain';
import { ApiError, apiErrorFromResponse } from '../api/ApiError';
import { webEnv } from '../config/env';

export interface ImageUploadRequest {
  file: Blob;
  restaurantId: string;
  aspectRatio?: ImageAspectRatioId | undefined;
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Sends one image and answers the stored ZImage; rejects with an ApiError in words. */
export type ImageUploader = (request: ImageUploadRequest) => Promise<Image>;

export interface ImageUploaderConfig {
  getIdToken: () => Promise<string | null>;
  apiBase?: string;
}

/**
 * The real uploader: `POST /api/images/restaurants/{restaurantId}` with the file as the raw body.
 * XMLHttpRequest rather than fetch because only it reports upload progress.
 */
export function createImageUploader(config: ImageUploaderConfig): ImageUploader {
  return async ({ file, restaurantId, aspectRatio, onProgress, signal }) => {
    const token = await config.getIdToken();
    const query = aspectRatio ? `?aspectRatio=${encodeURIComponent(aspectRatio)}` : '';
    const url = `${config.apiBase ?? webEnv.apiBase}/api/images/restaurants/${encodeURIComponent(restaurantId)}${query}`;
    return new Promise<Image>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('POST', url);
      request.setRequestHeader('Accept', 'application/json');
      // The server checks the bytes themselves; the header only has to be an image type.
      request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      request.onload = () => {
        if (request.status >= 200 && request.status < 300) {
          try {
            resolve(JSON.parse(request.responseText) as Image);
          } catch {
            reject(
              new ApiError({
                status: request.status,
                title: 'Unexpected response',
                message: 'The server sent an answer the app could not read. Try again in a moment.',
              }),
            );
          }
          return;
        }
        reject(apiErrorFromResponse(request.status, request.responseText));
      };
      request.onerror = () => reject(new ApiError({ status: 0 }));
      request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send(file);
    });
  };
}
