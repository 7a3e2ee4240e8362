import MenuItem from '@mui/material/MenuItem';
import { useAuth } from '@resto/web-common';
import { useState } from 'react';
import { useEmployeeSession } from '../pos/lock/employeeSession';
import { CashDrawerDialog } from './CashDrawerDialog';

/**
 * "Cash drawer" in the till's menu: opens the drawer dialog over the menu, and closes both when done
 * (the dialog lives here, so the menu stays mounted while it is open).
 */
export function CashDrawerMenuItem({ onClose }: { onClose(): void }) {
  const { claims } = useAuth();
  const { employee } = useEmployeeSession();
  const [open, setOpen] = useState(false);
  const till = claims.posTerminal;
  if (!till || !employee) return null;
  return (
    <>
      <MenuItem onClick={() => setOpen(true)} sx={{ minHeight: 56 }}>
        Cash drawer
      </MenuItem>
      {open && (
        <CashDrawerDialog
          restaurantId={till.restaurantId}
          storeId={till.storeId}
          posTerminalId={till.deviceId}
          employee={employee}
          onClose={() => {
            setOpen(false);
            onClose();
          }}
        />
      )}
    </>
  );
}
