import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router-dom';
import { activeNavItem } from './activeNavItem';
import { BrandMark } from './BrandMark';
import { UserMenu } from './UserMenu';

export interface NavItem {
  label: string;
  /** Absolute path. */
  to: string;
  icon?: ReactNode;
  /** Active only on exactly this path (for overview pages that are parents of the others). */
  end?: boolean;
  /**
   * Further route patterns this entry stands for, e.g. an order page
   * `/restaurants/:restaurantId/stores/:storeId/orders` for the orders entry. The most specific
   * matching entry is the one highlighted.
   */
  matches?: readonly string[];
}

export interface NavSection {
  title?: string;
  items: NavItem[];
}

export interface AppShellProps {
  /** Shown after the brand name, e.g. 'Admin'. */
  product: string;
  homeTo?: string;
  nav?: NavSection[];
  /** Context above the navigation, e.g. which restaurant or store is open. */
  drawerHeader?: ReactNode;
  /** Defaults to the child routes. */
  children?: ReactNode;
  /** Buttons in the top bar before the user menu (e.g. the staff app's order alerts). */
  toolbarActions?: ReactNode;
}

const DRAWER_WIDTH = 272;

/**
 * Top bar (brand, user menu) plus a navigation drawer that is permanent on desktop and slides in on
 * phones. Without nav items there is no drawer at all.
 */
export function AppShell({
  product,
  homeTo = '/',
  nav = [],
  drawerHeader,
  children,
  toolbarActions,
}: AppShellProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const hasNav = nav.some((section) => section.items.length > 0);
  // Only the drawer the screen uses is rendered: the navigation is the biggest part of every page's
  // first render, and drawing it twice (one copy hidden) doubled that. Where matchMedia is missing
  // (tests), the desktop drawer.
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), {
    noSsr: true,
    defaultMatches: true,
  });
  const navigation = (
    <Navigation sections={nav} header={drawerHeader} onNavigate={() => setMobileOpen(false)} />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      {/* Above the permanent drawer on desktop; below the sliding drawer on phones, which covers it. */}
      <AppBar position="fixed" sx={(theme) => ({ zIndex: { md: theme.zIndex.drawer + 1 } })}>
        <Toolbar sx={{ gap: 1.5 }}>
          {hasNav && (
            <IconButton
              edge="start"
              aria-label="Open navigation"
              onClick={() => setMobileOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <MenuRounded />
            </IconButton>
          )}
          <Link component={RouterLink} to={homeTo} underline="none" color="inherit" sx={{ minWidth: 0 }}>
            <BrandMark product={product} />
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          {toolbarActions}
          <UserMenu />
        </Toolbar>
      </AppBar>

      {hasNav && (
        <Box component="nav" aria-label="Main navigation" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: 0 }}>
          {desktop ? (
            <Drawer
              variant="permanent"
              open
              sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
            >
              <Toolbar />
              {navigation}
            </Drawer>
          ) : (
            <Drawer
              variant="temporary"
              open={mobileOpen}
              onClose={() => setMobileOpen(false)}
              // Keeping the closed drawer mounted makes opening it instant on phones.
              ModalProps={{ keepMounted: true }}
              sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
            >
              {navigation}
            </Drawer>
          )}
        </Box>
      )}

      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Toolbar />
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3, md: 4 } }}>
          {children ?? <Outlet />}
        </Container>
      </Box>
    </Box>
  );
}

function Navigation({
  sections,
  header,
  onNavigate,
}: {
  sections: NavSection[];
  header: ReactNode;
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  // One highlighted entry, the most specific match (NavLink would light up every prefix).
  const active = activeNavItem(
    sections.flatMap((section) => section.items),
    pathname,
  );
  return (
    <Box sx={{ overflowY: 'auto', py: 1.5 }}>
      {header && <Box sx={{ px: 2.5, pt: 0.5, pb: 1.5 }}>{header}</Box>}
      {sections.map((section, index) => (
        <List
          key={section.title ?? index}
          dense
          subheader={
            section.title ? (
              <ListSubheader
                disableSticky
                sx={{ bgcolor: 'transparent', lineHeight: '32px', fontWeight: 700, px: 3, mt: index ? 1 : 0 }}
              >
                {section.title}
              </ListSubheader>
            ) : undefined
          }
        >
          {section.items.map((item) => {
            const current = item === active;
            return (
              // The link inside a list item (a list may only hold list items); a block, so the
              // links' margins collapse as they did without it.
              <ListItem key={item.to} disablePadding sx={{ display: 'block' }}>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  selected={current}
                  aria-current={current ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {item.icon && <ListItemIcon>{item.icon}</ListItemIcon>}
                  <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 550 } } }} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ))}
    </Box>
  );
}
