import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CHARACTERS_PER_LINE, type ReceiptFontSize, receiptlineOptions } from '@resto/domain';
import { useMemo } from 'react';
import receiptline from 'receiptline';

export interface ReceiptPreviewProps {
  /** The document in receiptline markup. */
  markup: string;
  fontSize: ReceiptFontSize;
  label: string;
}

/**
 * A printed document as the printer will lay it out: receiptline renders the same markup the printer
 * gets as SVG. Shown as an image (not inserted markup), so nothing in an order's text can run.
 */
export function ReceiptPreview({ markup, fontSize, label }: ReceiptPreviewProps) {
  const src = useMemo(() => {
    const svg = receiptline.transform(markup, receiptlineOptions(fontSize, 'preview'));
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }, [markup, fontSize]);
  return (
    <Box>
      <Box
        sx={{
          bgcolor: 'grey.100',
          borderRadius: 2,
          p: { xs: 1.5, sm: 2.5 },
          display: 'flex',
          justifyContent: 'center',
          maxHeight: 720,
          overflow: 'auto',
        }}
      >
        <Box
          component="img"
          src={src}
          alt={label}
          sx={{ width: '100%', maxWidth: 380, height: 'auto', bgcolor: 'common.white', boxShadow: 2 }}
        />
      </Box>
      <Typography
        variant="caption"
        sx={{ color: 'text.secondary', display: 'block', mt: 1, textAlign: 'center' }}
      >
        {CHARACTERS_PER_LINE[fontSize]} characters per line at font size {fontSize}
      </Typography>
    </Box>
  );
}
