import HomeRounded from '@mui/icons-material/HomeRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { StatusPanel } from './StatusPanel';

export interface NotFoundProps {
  homeTo?: string;
  homeLabel?: string;
  fullPage?: boolean;
}

/** The 404 page: says which address was not found and offers the way home. */
export function NotFound({ homeTo = '/', homeLabel = 'Go to home page', fullPage = true }: NotFoundProps) {
  const { pathname } = useLocation();
  usePageTitle('Page not found');
  return (
    <StatusPanel
      fullPage={fullPage}
      icon={<SearchOffRounded />}
      eyebrow="Error 404"
      title="Page not found"
      actions={
        <Button component={RouterLink} to={homeTo} variant="contained" startIcon={<HomeRounded />}>
          {homeLabel}
        </Button>
      }
    >
      <Typography component="p">
        There is no page at <strong style={{ wordBreak: 'break-all' }}>{pathname}</strong>. The link may be
        mistyped, or the page may have moved.
      </Typography>
    </StatusPanel>
  );
}
