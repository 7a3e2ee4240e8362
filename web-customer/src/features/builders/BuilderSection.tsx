import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface BuilderSectionProps {
  title: string;
  hint?: ReactNode;
  hintId?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A titled fieldset of an item builder, so screen readers announce the question with each control. */
export function BuilderSection({ title, hint, hintId, children, ...rest }: BuilderSectionProps) {
  return (
    <Box
      component="fieldset"
      data-testid={rest['data-testid']}
      sx={{ border: 0, m: 0, p: 0, mb: 3, minWidth: 0, '&:last-of-type': { mb: 0 } }}
    >
      <Box component="legend" sx={{ p: 0, mb: 1, width: '100%' }}>
        <Typography variant="h6" component="span" sx={{ display: 'block' }}>
          {title}
        </Typography>
        {hint && (
          <Typography
            id={hintId}
            variant="body2"
            component="span"
            sx={{ display: 'flex', alignItems: 'center', color: 'text.secondary', mt: 0.25 }}
          >
            {hint}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>{children}</Box>
    </Box>
  );
}
