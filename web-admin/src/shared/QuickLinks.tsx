import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { IconTile } from './IconTile';

export interface QuickLink {
  label: string;
  description: string;
  to: string;
  icon: ReactNode;
}

/** A grid of the most used pages of an area, each with a line saying what it is for. */
export function QuickLinks({ links }: { links: QuickLink[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {links.map((link) => (
        <Card key={link.to} sx={{ boxShadow: 'none' }}>
          <CardActionArea
            component={RouterLink}
            to={link.to}
            sx={{
              p: 2,
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              justifyContent: 'flex-start',
              height: '100%',
            }}
          >
            <IconTile>{link.icon}</IconTile>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" component="p" sx={{ lineHeight: 1.3 }}>
                {link.label}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {link.description}
              </Typography>
            </Box>
            <ChevronRightRounded sx={{ color: 'text.secondary' }} />
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
