import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MENU_IMPORT_SOURCE_LABELS, type MenuImportAnalysis } from '@resto/domain';
import { ImportErrorTable } from './ImportErrorTable';

const PREVIEW_ERRORS = 10;

const plural = (count: number, word: string, words = `${word}s`) => `${count} ${count === 1 ? word : words}`;

/** What the import would do with the chosen file, worked out in the browser by the same domain code. */
export function ImportPreview({ analysis, guidePath }: { analysis: MenuImportAnalysis; guidePath: string }) {
  const { plan, totalRows, errors, skipped, notes, source } = analysis;
  const writable = plan.rows.length;
  const severity = writable === 0 ? 'error' : errors.length > 0 ? 'warning' : 'success';
  const parts = [
    plan.counts.created > 0 ? `${plural(plan.counts.created, 'new item')}` : '',
    plan.counts.updated > 0 ? `${plural(plan.counts.updated, 'item')} to update` : '',
    plan.newCategoryNames.length > 0
      ? `${plural(plan.newCategoryNames.length, 'new category', 'new categories')} (${plan.newCategoryNames.join(', ')})`
      : '',
  ].filter(Boolean);
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="menu-import-preview">
      <Alert severity={severity}>
        <Typography sx={{ fontWeight: 600 }}>
          {writable === 0
            ? 'Nothing in this file can be imported yet.'
            : `${plural(writable, 'row')} of ${totalRows} ready to import.`}
        </Typography>
        {parts.length > 0 && <Typography variant="body2">{parts.join(' · ')}</Typography>}
        {source !== 'ours' && (
          <Typography variant="body2">
            Read as {MENU_IMPORT_SOURCE_LABELS[source]}; each item is one row.
          </Typography>
        )}
        {skipped > 0 && (
          <Typography variant="body2" data-testid="menu-import-skipped">
            {writable === 0
              ? `All ${plural(totalRows, 'row')} need fixing first`
              : `${plural(skipped, 'row')} of ${totalRows} will be skipped until fixed; the others are imported`}
            {errors.length > 0 ? ` (${plural(errors.length, 'problem')} listed below).` : '.'}
          </Typography>
        )}
      </Alert>
      {notes.length > 0 && (
        <Alert severity="info" data-testid="menu-import-notes">
          <Typography sx={{ fontWeight: 600 }}>Good to know (nothing is skipped for these)</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {notes.slice(0, PREVIEW_ERRORS).map((note) => (
              <Typography component="li" variant="body2" key={`${note.row}-${note.message}`}>
                {note.row > 0 ? `Row ${note.row}: ` : ''}
                {note.message}
              </Typography>
            ))}
          </Box>
          {notes.length > PREVIEW_ERRORS && (
            <Typography variant="body2">…and {notes.length - PREVIEW_ERRORS} more.</Typography>
          )}
        </Alert>
      )}
      <ImportErrorTable
        errors={errors.slice(0, PREVIEW_ERRORS)}
        total={errors.length}
        label="Problems found in the file"
        guidePath={guidePath}
      />
    </Box>
  );
}
