import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MenuImportAnalysis } from '@resto/domain';
import { ImportErrorTable } from './ImportErrorTable';

const PREVIEW_ERRORS = 10;

const plural = (count: number, word: string, words = `${word}s`) => `${count} ${count === 1 ? word : words}`;

/** What the import would do with the chosen file, worked out in the browser by the same domain code. */
export function ImportPreview({ analysis }: { analysis: MenuImportAnalysis }) {
  const { plan, totalRows, errors, skipped } = analysis;
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
        {skipped > 0 && (
          <Typography variant="body2">
            {plural(skipped, 'row')} will be skipped until fixed; the others are imported.
          </Typography>
        )}
      </Alert>
      <ImportErrorTable
        errors={errors.slice(0, PREVIEW_ERRORS)}
        total={errors.length}
        label="Problems found in the file"
      />
    </Box>
  );
}
