import type { ImageAspectRatioId } from '@resto/domain';
import { useState } from 'react';
import { chosenFileProblem, ImageDropZone, LocalPicture, useLocalPreview } from './ImageDropZone';

export interface ImageFilePickerProps {
  label: string;
  /** The chosen file, checked and ready to upload. */
  value: File | undefined;
  onChange: (file: File | undefined) => void;
  aspectRatio?: ImageAspectRatioId;
  helperText?: string;
  /** A problem found later (e.g. the upload after saving failed), shown like a check's. */
  problem?: string | undefined;
  disabled?: boolean;
  previewWidth?: number;
  /** 0..1 while the owner of the form uploads the file; undefined when idle. */
  progress?: number | undefined;
}

/**
 * Chooses a picture to upload later, for forms whose record does not exist yet (a new restaurant's
 * logo is uploaded once the restaurant has an id). Same checks and look as ImageUpload.
 */
export function ImageFilePicker({
  label,
  value,
  onChange,
  aspectRatio = '4x3',
  helperText,
  problem,
  disabled = false,
  previewWidth = 240,
  progress,
}: ImageFilePickerProps) {
  const [checkProblem, setCheckProblem] = useState<string>();
  const preview = useLocalPreview(value);

  async function take(file: File) {
    const found = await chosenFileProblem(file);
    setCheckProblem(found);
    if (!found) onChange(file);
  }

  return (
    <ImageDropZone
      label={label}
      aspectRatio={aspectRatio}
      previewWidth={previewWidth}
      picture={
        value ? preview ? <LocalPicture src={preview} aspectRatio={aspectRatio} /> : value.name : undefined
      }
      onFile={(file) => void take(file)}
      onRemove={() => {
        setCheckProblem(undefined);
        onChange(undefined);
      }}
      helperText={helperText}
      problem={checkProblem ?? problem}
      disabled={disabled}
      progress={progress}
    />
  );
}
