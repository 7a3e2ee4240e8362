import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { LoadingScreen, useAuth, usePageTitle } from '@resto/web-common';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTillActivity } from '../pos/lock/rememberedEmployee';
import { LiveTableMap } from './LiveTableMap';

/** `/pos/tables`: the paired till's live table map; a table opens the till for that table. */
export default function PosTablesPage() {
  usePageTitle('Tables');
  const { claims, loading } = useAuth();
  const navigate = useNavigate();
  // Time on the map is time at the till: the cashier comes back signed in (pos/lock/rememberedEmployee).
  useTillActivity(claims.posTerminal?.deviceId);
  if (loading) return <LoadingScreen fullPage label="Loading the tables…" />;
  const terminal = claims.posTerminal;
  if (!terminal) return <Navigate replace to="/pos" />;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Button component={RouterLink} to="/pos" startIcon={<ArrowBackRounded />} sx={{ minHeight: 44 }}>
            Till
          </Button>
          <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
            Tables
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2 }}>
        <LiveTableMap
          restaurantId={terminal.restaurantId}
          storeId={terminal.storeId}
          openLabel="Open at the till"
          onOpen={(table) => navigate(`/pos?table=${encodeURIComponent(table.tableName)}`)}
        />
      </Box>
    </Box>
  );
}
