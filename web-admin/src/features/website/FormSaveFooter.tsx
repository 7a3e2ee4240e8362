import SaveRounded from '@mui/icons-material/SaveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ProblemAlert } from '@resto/web-common';

/** The end of a website draft form: why the last save failed, if it did, and the save button. */
export function FormSaveFooter({
  form,
  isAdmin,
  label,
}: {
  form: { failure?: unknown; saving: boolean };
  isAdmin: boolean;
  label: string;
}) {
  return (
    <>
      {form.failure ? <ProblemAlert error={form.failure} /> : null}
      <Box>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveRounded />}
          disabled={!isAdmin || form.saving}
        >
          {form.saving ? 'Saving…' : label}
        </Button>
      </Box>
    </>
  );
}
