import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { StatusPanel } from './StatusPanel';

export interface ComingSoonProps {
  /** The screen's name, e.g. 'Coupons'. */
  title: string;
  /** One sentence: what the screen will let people do. */
  description: string;
  /**
   * Defaults to the parent route ('..'), e.g. the restaurant overview for a restaurant screen;
   * null for an app's home screen, which has nowhere to go back to.
   */
  backTo?: string | null;
  backLabel?: string;
  fullPage?: boolean;
}

/** Placeholder for a route whose screen a later issue builds: deliberate, named, and with a way back. */
export function ComingSoon({
  title,
  description,
  backTo = '..',
  backLabel = 'Back',
  fullPage = false,
}: ComingSoonProps) {
  usePageTitle(title);
  return (
    <StatusPanel
      fullPage={fullPage}
      tone="secondary"
      icon={<ConstructionRounded />}
      eyebrow="Coming soon"
      title={title}
      actions={
        backTo !== null && (
          <Button component={RouterLink} to={backTo} variant="outlined" startIcon={<ArrowBackRounded />}>
            {backLabel}
          </Button>
        )
      }
    >
      <Typography component="p" sx={{ color: 'text.primary', fontSize: '1.0625rem' }}>
        {description}
      </Typography>
      <Typography component="p" variant="body2" sx={{ mt: 1.5 }}>
        This screen is being built. Everything else keeps working in the meantime.
      </Typography>
    </StatusPanel>
  );
}
