import TableRestaurantRounded from '@mui/icons-material/TableRestaurantRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCart } from '../cart/cartStore';
import { tableNameFor } from './tableNames';

/**
 * "Table 12 · your order comes to your table", above every store page while the cart is dine-in at a
 * table (set by the table's QR code). "Not at this table?" switches back to pickup.
 */
export function TableBanner() {
  const tableId = useCart((state) => state.tableId);
  const collectionType = useCart((state) => state.collectionType);
  const setTableId = useCart((state) => state.setTableId);
  const setCollectionType = useCart((state) => state.setCollectionType);
  if (!tableId || collectionType !== 'dineIn') return null;
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        mb: 2,
        borderRadius: 3,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      <TableRestaurantRounded aria-hidden />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="table-banner">
          {tableNameFor(tableId)}
        </Typography>
        <Typography variant="body2">Order here and we'll bring it to your table.</Typography>
      </Box>
      <Button
        size="small"
        color="inherit"
        onClick={() => {
          setTableId(null);
          setCollectionType('pickup');
        }}
      >
        Not at this table?
      </Button>
    </Box>
  );
}
