import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import VerifiedUserRounded from '@mui/icons-material/VerifiedUserRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Employee } from '@resto/web-common';
import { InitialsAvatar, ListRow } from '../../shared/ManagedList';

export interface EmployeeRowProps {
  employee: Employee;
  canManage: boolean;
  busy: boolean;
  onToggleActive: (active: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
}

function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : name.slice(0, 2)).toUpperCase();
}

/** One POS employee: name, whether they may approve protected actions, and whether they may sign in. */
export function EmployeeRow({
  employee,
  canManage,
  busy,
  onToggleActive,
  onEdit,
  onRemove,
}: EmployeeRowProps) {
  return (
    <ListRow
      label={employee.name}
      leading={<InitialsAvatar initials={initials(employee.name)} color="primary" muted={!employee.active} />}
      sx={{ py: 1.5 }}
      mainSx={{ flex: '1 1 240px' }}
      controlsSx={{ gap: 0.5 }}
      controls={
        <>
          <FormControlLabel
            label="Active"
            sx={{ mr: 1 }}
            control={
              <Switch
                checked={employee.active}
                onChange={(event) => onToggleActive(event.target.checked)}
                disabled={!canManage || busy}
                slotProps={{ input: { 'aria-label': `${employee.name} is active` } }}
              />
            }
          />
          {canManage && (
            <>
              <Tooltip title="Edit name, PIN or authorisation">
                <IconButton aria-label={`Edit ${employee.name}`} onClick={onEdit} disabled={busy}>
                  <EditRounded />
                </IconButton>
              </Tooltip>
              <Tooltip title="Remove">
                <IconButton aria-label={`Remove ${employee.name}`} onClick={onRemove} disabled={busy}>
                  <DeleteOutlineRounded />
                </IconButton>
              </Tooltip>
            </>
          )}
        </>
      }
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          sx={{ fontWeight: 600, color: employee.active ? 'text.primary' : 'text.secondary' }}
          noWrap
        >
          {employee.name}
        </Typography>
        {!employee.active && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Cannot unlock the POS
          </Typography>
        )}
      </Box>
      {employee.isAuthorised && (
        <Chip
          size="small"
          color="secondary"
          variant="outlined"
          icon={<VerifiedUserRounded />}
          label="Authorised"
          sx={{ ml: 'auto', mr: { sm: 1 } }}
        />
      )}
    </ListRow>
  );
}
