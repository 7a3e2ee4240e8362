import type { Image, ImageAspectRatioId } from '@resto/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '../auth/AuthContext';
import { describeError } from '../errors/describeError';
import { chosenFileProblem, ImageDropZone, LocalPicture, useLocalPreview } from './ImageDropZone';
import { OptimizedImage } from './OptimizedImage';
import { createImageUploader, type ImageUploader } from './uploadImage';

export interface ImageUploadProps {
  restaurantId: string;
  value?: Image | undefined;
  onChange: (image: Image | undefined) => void;
  /** The crop the picture will be shown with; previews use it and the server records it. */
  aspectRatio?: ImageAspectRatioId;
  label: string;
  /** Extra words under the control (what the picture is for). */
  helperText?: string;
  disabled?: boolean;
  /** Width of the preview in CSS pixels. */
  previewWidth?: number;
  /** Sends the file; the default posts it to the API as the signed-in user (tests pass their own). */
  upload?: ImageUploader;
}

/**
 * Pick or drop a picture, see it, replace or remove it. The file is checked here first (real format
 * from its bytes, size) so mistakes are explained before anything is sent; the server checks again.
 * Answers the stored ZImage through `onChange` once the upload has finished.
 */
export function ImageUpload({
  restaurantId,
  value,
  onChange,
  aspectRatio = '4x3',
  label,
  helperText,
  disabled = false,
  previewWidth = 240,
  upload,
}: ImageUploadProps) {
  const { user } = useAuth();
  const send = useMemo<ImageUploader>(
    () => upload ?? createImageUploader({ getIdToken: async () => (user ? user.getIdToken() : null) }),
    [upload, user],
  );
  const abortRef = useRef<AbortController | undefined>(undefined);
  const [pending, setPending] = useState<File>();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string>();
  const preview = useLocalPreview(pending);

  // Leaving the page cancels an upload nobody will see finish.
  useEffect(() => () => abortRef.current?.abort(), []);

  async function take(file: File) {
    if (disabled || pending) return;
    setProblem(undefined);
    const localProblem = await chosenFileProblem(file);
    if (localProblem) {
      setProblem(localProblem);
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setPending(file);
    setProgress(0);
    try {
      onChange(
        await send({ file, restaurantId, aspectRatio, onProgress: setProgress, signal: controller.signal }),
      );
    } catch (error) {
      if (!controller.signal.aborted) setProblem(describeError(error).message);
    } finally {
      if (abortRef.current === controller) abortRef.current = undefined;
      setPending(undefined);
    }
  }

  const picture = preview ? (
    <LocalPicture src={preview} aspectRatio={aspectRatio} />
  ) : value ? (
    <OptimizedImage image={value} alt={label} width={previewWidth} aspectRatio={aspectRatio} />
  ) : undefined;

  return (
    <ImageDropZone
      label={label}
      aspectRatio={aspectRatio}
      previewWidth={previewWidth}
      picture={picture}
      onFile={(file) => void take(file)}
      onRemove={() => {
        setProblem(undefined);
        onChange(undefined);
      }}
      helperText={helperText}
      problem={problem}
      disabled={disabled}
      progress={pending ? progress : undefined}
    />
  );
}
