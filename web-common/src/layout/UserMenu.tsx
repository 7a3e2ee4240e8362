import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type MouseEvent, useState } from 'react';
import { useAuth } from '../auth/AuthContext';
import type { AuthClaims } from '../auth/claims';

/** Avatar button in the top bar: who is signed in, and signing out. */
export function UserMenu() {
  const { user, claims, signOut } = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;

  const name = user.displayName || user.email || deviceName(claims) || 'Signed in';
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = () => setAnchor(null);

  return (
    <>
      {/* The name starts with the initials the button shows (WCAG 2.5.3, label in name), so
          "click OO" works with speech input too. */}
      <Tooltip title="Account">
        <IconButton
          onClick={open}
          aria-label={`${initials(name)}, account menu`}
          aria-haspopup="menu"
          sx={{ p: 0.5 }}
        >
          <Avatar
            sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontSize: '0.95rem', fontWeight: 700 }}
          >
            {initials(name)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.25 }}>
          <Typography variant="subtitle2" noWrap>
            {user.displayName || deviceName(claims) || 'Signed in as'}
          </Typography>
          {user.email && (
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
              {user.email}
            </Typography>
          )}
          {claims.superAdmin && (
            <Typography variant="caption" sx={{ color: 'primary.main', fontWeight: 700 }}>
              Super admin
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}

/** Devices sign in with custom tokens: no name or email, so say which kind of device this is. */
function deviceName(claims: AuthClaims): string | undefined {
  if (claims.kdsDevice) return 'Kitchen display';
  if (claims.posTerminal) return 'POS terminal';
  if (claims.printer) return 'Printer';
  return undefined;
}

function initials(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  return (words.length > 1 ? `${words[0]?.[0]}${words[1]?.[0]}` : name.slice(0, 2)).toUpperCase();
}
