import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface LinkListRow {
  key: string;
  to: string;
  icon: ReactNode;
  primary: ReactNode;
  secondary?: ReactNode;
  /** Shown before the chevron, e.g. a status chip. */
  badge?: ReactNode;
}

/** Rows that each open a page (restaurants, stores): icon, name, a line under it, a chevron. */
export function LinkListCard({ rows }: { rows: readonly LinkListRow[] }) {
  return (
    <Card>
      <List disablePadding>
        {rows.map((row, index) => (
          <Fragment key={row.key}>
            {index > 0 && <Divider component="li" />}
            <ListItemButton
              component={RouterLink}
              to={row.to}
              sx={{ m: 0, borderRadius: 0, py: 1.75, px: 2.5 }}
            >
              <ListItemIcon>{row.icon}</ListItemIcon>
              <ListItemText
                primary={row.primary}
                secondary={row.secondary}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
              {row.badge}
              <ChevronRightRounded sx={{ color: 'text.secondary' }} />
            </ListItemButton>
          </Fragment>
        ))}
      </List>
    </Card>
  );
}
