import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatFileSize, MAX_MENU_IMPORT_BYTES, type MenuImportFormat } from '@resto/domain';
import { useId, useRef, useState } from 'react';

export interface ChosenImportFile {
  fileName: string;
  format: MenuImportFormat;
  content: string;
  bytes: number;
}

/** The format from the file name, or from the first character when the name does not say. */
export function importFormatOf(fileName: string, content: string): MenuImportFormat {
  if (/\.json$/i.test(fileName)) return 'json';
  if (/\.(csv|txt)$/i.test(fileName)) return 'csv';
  return /^\uFEFF?\s*[[{]/.test(content) ? 'json' : 'csv';
}

export interface ImportFilePickerProps {
  chosen: ChosenImportFile | undefined;
  onChosen: (file: ChosenImportFile | undefined) => void;
  disabled?: boolean;
}

/** Pick a CSV or JSON file with the file dialog or by dropping it; it is read here, in the browser. */
export function ImportFilePicker({ chosen, onChosen, disabled = false }: ImportFilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function readFile(file: File) {
    setProblem(undefined);
    if (file.size > MAX_MENU_IMPORT_BYTES) {
      setProblem(
        `${file.name} is ${formatFileSize(file.size)}; files can be at most ${formatFileSize(MAX_MENU_IMPORT_BYTES)}. Split it into smaller files.`,
      );
      onChosen(undefined);
      return;
    }
    const content = await file.text();
    onChosen({ fileName: file.name, format: importFormatOf(file.name, content), content, bytes: file.size });
  }

  return (
    <Box>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer.files[0];
          if (file && !disabled) void readFile(file);
        }}
        sx={(theme) => ({
          border: `1.5px dashed ${dragging ? theme.palette.primary.main : theme.palette.divider}`,
          borderRadius: 3,
          px: 3,
          py: { xs: 3, sm: 4 },
          textAlign: 'center',
          bgcolor: dragging
            ? alpha(theme.palette.primary.main, 0.06)
            : alpha(theme.palette.background.paper, 0.6),
          transition: 'background-color 120ms, border-color 120ms',
        })}
      >
        <UploadFileOutlined sx={{ fontSize: 40, color: 'primary.main', mb: 1 }} aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>
          {chosen ? chosen.fileName : 'Drop a CSV or JSON file here'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {chosen
            ? `${chosen.format.toUpperCase()} · ${formatFileSize(chosen.bytes)}`
            : `One row per item, at most ${formatFileSize(MAX_MENU_IMPORT_BYTES)}.`}
        </Typography>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept=".csv,.json,.txt,text/csv,application/json"
          hidden
          data-testid="menu-import-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void readFile(file);
          }}
        />
        <Button variant="outlined" disabled={disabled} onClick={() => inputRef.current?.click()}>
          {chosen ? 'Choose another file' : 'Choose a file'}
        </Button>
      </Box>
      {problem && (
        <FormHelperText error role="alert" sx={{ mt: 1 }}>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
