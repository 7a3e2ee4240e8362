import LockRounded from '@mui/icons-material/LockRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAuth } from '../auth/AuthContext';
import { StatusPanel } from './StatusPanel';

export interface NotAllowedScreenProps {
  title?: string;
  message?: string;
  homeHref?: string;
  /** Fill the viewport (default); false inside an app shell, which keeps its top bar. */
  fullPage?: boolean;
}

/** Signed in, but this account may not open the page: say so, and offer another account or home. */
export function NotAllowedScreen({
  title = "You can't open this page",
  message = 'Your account does not have access to this page.',
  homeHref = '/',
  fullPage = true,
}: NotAllowedScreenProps) {
  const { user, signOut } = useAuth();
  return (
    <StatusPanel
      fullPage={fullPage}
      tone="error"
      icon={<LockRounded />}
      eyebrow="Not allowed"
      title={title}
      actions={
        <>
          <Button variant="contained" href={homeHref}>
            Go to home page
          </Button>
          <Button variant="outlined" startIcon={<LogoutRounded />} onClick={() => void signOut()}>
            Use another account
          </Button>
        </>
      }
    >
      <Typography component="p">{message}</Typography>
      {user?.email && (
        <Typography component="p" variant="body2" sx={{ mt: 1 }}>
          Signed in as {user.email}
        </Typography>
      )}
    </StatusPanel>
  );
}
