import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import {
  formatFileSize,
  IMAGE_ASPECT_RATIOS,
  IMAGE_FORMATS_IN_WORDS,
  IMAGE_MIME_TYPES,
  IMAGE_SIGNATURE_BYTES,
  type ImageAspectRatioId,
  imageUploadProblem,
  MAX_IMAGE_BYTES,
} from '@resto/domain';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';

const ACCEPT = Object.values(IMAGE_MIME_TYPES).join(',');

/** The problem with a chosen file in words (real format from its first bytes, size), or undefined. */
export async function chosenFileProblem(file: Blob): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageUploadProblem({ bytes: file.size, head });
}

/** An object URL showing a local file, released when the file changes or the preview goes away. */
export function useLocalPreview(file: Blob | undefined): string | undefined {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined),
    [file],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * How the picture is cropped, as a shape: "Square" alone reads like the payments company, so the
 * sentence names the shape and its proportions ("Shown cropped to a square (1:1).").
 */
export function cropInWords(ratioId: ImageAspectRatioId): string {
  const ratio = IMAGE_ASPECT_RATIOS.find((candidate) => candidate.id === ratioId);
  if (!ratio) return '';
  if (ratio.width === ratio.height) return 'Shown cropped to a square (1:1).';
  const shape = ratio.width > ratio.height ? 'a landscape' : 'a portrait';
  return `Shown cropped to ${shape} ${ratio.width}:${ratio.height} frame.`;
}

export function aspectRatioCss(ratioId: ImageAspectRatioId): string {
  const ratio = IMAGE_ASPECT_RATIOS.find((candidate) => candidate.id === ratioId);
  return ratio ? `${ratio.width} / ${ratio.height}` : '4 / 3';
}

export interface ImageDropZoneProps {
  label: string;
  aspectRatio: ImageAspectRatioId;
  previewWidth: number;
  /** What is shown in the frame: a picture, or nothing yet (then the frame is the "choose" button). */
  picture: ReactNode | undefined;
  onFile: (file: File) => void;
  onRemove: () => void;
  helperText?: string | undefined;
  problem?: string | undefined;
  disabled?: boolean;
  /** 0..1 while sending; undefined when idle. */
  progress?: number | undefined;
}

/**
 * The frame of the image controls: pick with the file dialog or drop a file, see the picture at its
 * display crop, replace or remove it, and read the rules and any problem in words.
 */
export function ImageDropZone({
  label,
  aspectRatio,
  previewWidth,
  picture,
  onFile,
  onRemove,
  helperText,
  problem,
  disabled = false,
  progress,
}: ImageDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const busy = progress !== undefined;
  const blocked = disabled || busy;
  const rules = `${IMAGE_FORMATS_IN_WORDS}, up to ${formatFileSize(MAX_IMAGE_BYTES)}. ${cropInWords(aspectRatio)}`;
  const choose = () => inputRef.current?.click();
  // A small frame (a favicon's) has room for the icon and one word, not the full invitation.
  const compact = previewWidth < 140;

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT}
        hidden
        aria-label={`Choose a file for ${label}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after fixing it) fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          data-testid="image-drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            if (!blocked) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            const file = event.dataTransfer.files[0];
            if (file && !blocked) onFile(file);
          }}
          sx={(theme) => ({
            position: 'relative',
            width: previewWidth,
            maxWidth: '100%',
            borderRadius: 2,
            overflow: 'hidden',
            flexShrink: 0,
            outline: `1.5px dashed ${dragging ? theme.palette.primary.main : theme.palette.divider}`,
            outlineOffset: -1.5,
            bgcolor: dragging ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
          })}
        >
          {picture ?? (
            <Box
              component="button"
              type="button"
              disabled={blocked}
              onClick={choose}
              aria-label={compact ? 'Choose a picture, or drop it here' : undefined}
              sx={(theme) => ({
                all: 'unset',
                boxSizing: 'border-box',
                width: '100%',
                aspectRatio: aspectRatioCss(aspectRatio),
                display: 'grid',
                placeItems: 'center',
                alignContent: 'center',
                gap: 0.5,
                p: compact ? 1 : 2,
                textAlign: 'center',
                cursor: blocked ? 'default' : 'pointer',
                color: 'text.secondary',
                '&:hover': { bgcolor: blocked ? undefined : theme.palette.action.hover },
                '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
              })}
            >
              <CloudUploadOutlined aria-hidden sx={{ fontSize: compact ? 28 : 32, color: 'primary.main' }} />
              <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {compact ? 'Choose' : 'Choose a picture'}
              </Typography>
              {!compact && (
                <Typography variant="caption" component="span">
                  or drop it here
                </Typography>
              )}
            </Box>
          )}
          {busy && (
            <Box
              sx={(theme) => ({
                position: 'absolute',
                inset: 'auto 0 0 0',
                p: 1,
                bgcolor: alpha(theme.palette.background.paper, 0.9),
              })}
            >
              <Typography variant="caption" role="status">
                Uploading… {Math.round(progress * 100)}%
              </Typography>
              <LinearProgress
                variant={progress > 0 ? 'determinate' : 'indeterminate'}
                value={progress * 100}
                aria-label="Upload progress"
              />
            </Box>
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {picture && (
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="outlined" disabled={blocked} onClick={choose}>
                Replace
              </Button>
              <Button size="small" color="error" disabled={blocked} onClick={onRemove}>
                Remove
              </Button>
            </Stack>
          )}
          <FormHelperText sx={{ m: 0 }}>
            {helperText ? `${helperText} ` : ''}
            {rules}
          </FormHelperText>
        </Stack>
      </Stack>
      {problem && (
        <FormHelperText error role="alert" sx={{ mt: 1, mx: 0 }}>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}

/** A local picture shown at the display crop (before or while it is uploaded). */
export function LocalPicture({ src, aspectRatio }: { src: string; aspectRatio: ImageAspectRatioId }) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      sx={{ display: 'block', width: '100%', aspectRatio: aspectRatioCss(aspectRatio), objectFit: 'cover' }}
    />
  );
}
