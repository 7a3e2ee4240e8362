import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useStoreSetting } from '@resto/web-common';
import { useState } from 'react';
import { TimeClockDialog } from './TimeClockDialog';

/** The lock screen's "Time clock" button, shown when the store uses the employee time clock. */
export function TimeClockButton({ restaurantId, storeId }: { restaurantId: string; storeId: string }) {
  const settings = useStoreSetting(restaurantId, storeId, 'timeClock').data;
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string>();
  if (!settings?.enableEmployeeTimeClock) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="large"
        startIcon={<AccessTimeRounded />}
        onClick={() => setOpen(true)}
        sx={{ width: '100%', maxWidth: 340, minHeight: 56 }}
      >
        Time clock
      </Button>
      {open && (
        <TimeClockDialog
          restaurantId={restaurantId}
          storeId={storeId}
          settings={settings}
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            setDone(message);
          }}
        />
      )}
      <Snackbar
        open={done !== undefined}
        autoHideDuration={5000}
        onClose={() => setDone(undefined)}
        message={done}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  );
}
