import PersonRemoveRounded from '@mui/icons-material/PersonRemoveRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { USER_ROLE_LABELS, USER_ROLES, type UserRole } from '@resto/domain';
import { InitialsAvatar, ListRow } from '../../shared/ManagedList';
import { type Person, personName, STATUS_LABELS } from './people';

export interface PersonRowProps {
  person: Person;
  isViewer: boolean;
  canManage: boolean;
  /** A role change for this person is on its way to the server. */
  busy: boolean;
  onChangeRole: (role: UserRole) => void;
  onRemove: () => void;
}

function initials(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  return (words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : name.slice(0, 2)).toUpperCase();
}

/** One person: who they are, whether they have signed up, their role and (for admins) the controls. */
export function PersonRow({ person, isViewer, canManage, busy, onChangeRole, onRemove }: PersonRowProps) {
  const name = personName(person);
  const invited = person.status === 'invited';
  return (
    <ListRow
      label={name}
      leading={<InitialsAvatar initials={initials(name)} color="secondary" muted={invited} />}
      sx={{ rowGap: 1.25 }}
      controlsSx={{ gap: 1.5, pl: 0 }}
      controls={
        <>
          <Chip
            size="small"
            label={STATUS_LABELS[person.status]}
            color={invited ? 'warning' : 'success'}
            variant={invited ? 'outlined' : 'filled'}
            sx={{ minWidth: 72 }}
          />
          {canManage ? (
            <TextField
              select
              size="small"
              label="Role"
              value={person.role}
              onChange={(event) => onChangeRole(event.target.value as UserRole)}
              disabled={busy}
              sx={{ width: { xs: 'auto', sm: 176 }, flex: { xs: 1, sm: 'none' } }}
              slotProps={{
                // Every row has a "Role" box: name the person, so screen readers (and tests) can tell them apart.
                select: {
                  SelectDisplayProps: { 'aria-label': `Role of ${name}`, 'aria-labelledby': undefined },
                },
                input: {
                  endAdornment: busy ? (
                    <CircularProgress size={16} sx={{ mr: 3 }} aria-label="Saving" />
                  ) : undefined,
                },
              }}
            >
              {USER_ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {USER_ROLE_LABELS[role]}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Typography variant="body2" sx={{ width: { sm: 176 }, fontWeight: 550 }}>
              {USER_ROLE_LABELS[person.role]}
            </Typography>
          )}
          {canManage && (
            <Tooltip title={invited ? 'Cancel invitation' : 'Remove'}>
              <IconButton aria-label={`Remove ${name}`} onClick={onRemove} disabled={busy}>
                <PersonRemoveRounded />
              </IconButton>
            </Tooltip>
          )}
        </>
      }
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {name}
          {isViewer && (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary', ml: 0.75 }}>
              (you)
            </Typography>
          )}
        </Typography>
        {person.displayName && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {person.email}
          </Typography>
        )}
      </Box>
    </ListRow>
  );
}
