import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useRestaurant } from '@resto/web-common';
import { useState } from 'react';
import { SignInAsDialog } from './SignInAsDialog';

/**
 * Above every page of a tenant a super admin opens without being its admin: they see it as its admin
 * does, change nothing (the buttons are gone and the API refuses them), and can start a support
 * sign-in from here.
 */
export function ReadOnlyBanner({ restaurantId }: { restaurantId: string }) {
  const [open, setOpen] = useState(false);
  const { data: restaurant } = useRestaurant(restaurantId);
  const name = restaurant?.name ?? 'this restaurant';
  return (
    <>
      <Alert
        severity="info"
        icon={<VisibilityRounded />}
        sx={{ mb: 3 }}
        role="status"
        aria-label="Read-only view"
        action={
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            sx={{ whiteSpace: 'nowrap' }}
            onClick={() => setOpen(true)}
          >
            Sign in as owner
          </Button>
        }
      >
        <AlertTitle>Read-only view</AlertTitle>
        You are seeing {name} as a super admin: nothing can be changed here. To change something for the
        owner, sign in as them; it is recorded in their audit log.
      </Alert>
      <SignInAsDialog
        open={open}
        restaurantId={restaurantId}
        restaurantName={name}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
