import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One numbered block of the checkout form ("1 How would you like it?"). */
export function CheckoutSection({
  id,
  title,
  children,
  action,
}: {
  id: string;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography
        id={`${id}-title`}
        variant="h2"
        sx={{ fontSize: '1.15rem', mb: 2, display: 'flex', justifyContent: 'space-between', gap: 1 }}
      >
        {title}
        {action}
      </Typography>
      {children}
    </Card>
  );
}
