import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ShoppingBagRounded from '@mui/icons-material/ShoppingBagRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { EmptyState, usePageTitle } from '@resto/web-common';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { COLLECTION_LABELS } from '../../shell/StoreHero';
import { editCartLinePath, itemBuilderPath } from '../../shell/storePaths';
import { QuantityStepper } from '../builders/QuantityStepper';
import { useMoney } from '../menu/useMoney';
import { useStoreMenu } from '../menu/useStoreMenu';
import { type RemovedCartLine, type RepricedLine, useCart, useRepricedCart } from './cartStore';

/**
 * `cart`: the order so far, priced by the domain against the published menu. Lines that can no
 * longer be ordered stay, flagged with the reason, until the customer removes them; removing has
 * an Undo instead of a confirmation.
 */
export default function CartPage() {
  const { basePath, store } = useStoreContext();
  const cart = useRepricedCart();
  const remove = useCart((state) => state.remove);
  const restore = useCart((state) => state.restore);
  const money = useMoney();
  const [removed, setRemoved] = useState<RemovedCartLine & { name: string }>();
  usePageTitle(`Your order · ${store.name}`);

  const removeLine = (entry: RepricedLine, name: string) => {
    const result = remove(entry.line.id);
    if (result) setRemoved({ ...result, name });
  };

  const undo = (
    <Snackbar
      open={removed !== undefined}
      autoHideDuration={6000}
      onClose={(_event, reason) => reason !== 'clickaway' && setRemoved(undefined)}
      message={removed ? `Removed ${removed.name}` : ''}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        <Button
          color="inherit"
          sx={{ fontWeight: 700, color: '#FFD7C9' }}
          onClick={() => {
            if (removed) restore(removed);
            setRemoved(undefined);
          }}
        >
          Undo
        </Button>
      }
    />
  );

  if (cart.itemCount === 0) {
    return (
      <>
        <PageTitle />
        <EmptyState
          icon={<ShoppingBagRounded />}
          title="Your order is empty"
          description="Add dishes from the menu and they will wait for you here."
          action={
            <Button component={RouterLink} to={basePath} variant="contained">
              Browse the menu
            </Button>
          }
        />
        {undo}
      </>
    );
  }

  const blocked = cart.problems.length > 0 || cart.sizeProblems.length > 0;
  return (
    <>
      <Button component={RouterLink} to={basePath} startIcon={<ArrowBackRounded />} sx={{ mb: 1, ml: -1 }}>
        Add more
      </Button>
      <PageTitle />
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {COLLECTION_LABELS[cart.collectionType]} from {store.name}
        {cart.tableId ? ` · table ${cart.tableId}` : ''}
      </Typography>
      {cart.problems.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {cart.problems.length === 1 ? 'One item' : `${cart.problems.length} items`} in your order can no
          longer be ordered as chosen. Remove or change {cart.problems.length === 1 ? 'it' : 'them'} to check
          out.
        </Alert>
      )}
      {cart.sizeProblems.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="cart-size-problems">
          {cart.sizeProblems.map((problem) => (
            <Box key={problem.path}>{problem.message}</Box>
          ))}
          {store.phoneNumber ? <Box sx={{ mt: 0.5 }}>Call {store.phoneNumber}.</Box> : null}
        </Alert>
      )}
      <Card component="section" aria-label="Items in your order" sx={{ mb: 2 }}>
        {cart.status !== 'ready' ? (
          <Box sx={{ p: 2 }} aria-busy>
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Box>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {cart.lines.map((entry, index) => (
              <Box component="li" key={entry.line.id}>
                {index > 0 && <Divider />}
                <CartLineRow entry={entry} onRemove={removeLine} />
              </Box>
            ))}
          </Box>
        )}
      </Card>
      <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 0.5 }}>
          <Typography variant="h6" component="p">
            Subtotal
          </Typography>
          <Typography variant="h6" component="p" data-testid="cart-subtotal">
            {cart.status === 'ready' ? money(cart.itemTotal) : <Skeleton width={60} />}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Delivery, surcharges and discounts are worked out at checkout.
        </Typography>
        <Button
          component={RouterLink}
          to={`${basePath}/checkout`}
          variant="contained"
          size="large"
          fullWidth
          disabled={blocked || cart.status !== 'ready'}
        >
          Checkout
        </Button>
      </Card>
      {undo}
    </>
  );
}

function PageTitle() {
  return (
    <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.1rem' }, mb: 0.5 }}>
      Your order
    </Typography>
  );
}

function CartLineRow({
  entry,
  onRemove,
}: {
  entry: RepricedLine;
  onRemove: (entry: RepricedLine, name: string) => void;
}) {
  const { basePath } = useStoreContext();
  const { catalogue } = useStoreMenu();
  const setQuantity = useCart((state) => state.setQuantity);
  const money = useMoney();
  const spec = catalogue.itemsById.get(entry.line.selection.specId);
  const name = entry.ok ? entry.priced.summary.name : (spec?.name ?? 'An item no longer on the menu');
  const builder = spec && itemBuilderPath(basePath, spec.categoryId, spec);
  const { selection } = entry.line;

  return (
    <Box
      data-testid="cart-line"
      sx={{ display: 'flex', gap: 1.5, p: { xs: 2, sm: 2.5 }, ...(entry.ok ? {} : { bgcolor: '#FFF8E6' }) }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {selection.quantity > 1 && `${selection.quantity} × `}
            {name}
          </Typography>
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
            data-testid="cart-line-total"
          >
            {entry.ok ? money(entry.priced.total) : ''}
          </Typography>
        </Box>
        {entry.ok && entry.priced.summary.description && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {entry.priced.summary.description}
          </Typography>
        )}
        {selection.comments && (
          <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
            “{selection.comments}”
          </Typography>
        )}
        {!entry.ok && (
          <Typography
            variant="body2"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              color: '#7A4F00',
              fontWeight: 600,
              mt: 0.5,
            }}
          >
            <WarningAmberRounded aria-hidden fontSize="small" />
            {entry.problem.reason}: {entry.problem.message}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.25, flexWrap: 'wrap' }}>
          {entry.ok && (
            <QuantityStepper
              size="small"
              value={selection.quantity}
              itemName={name}
              onChange={(quantity) => setQuantity(entry.line.id, quantity)}
            />
          )}
          {builder && (
            <Button
              size="small"
              component={RouterLink}
              to={editCartLinePath(builder, entry.line.id)}
              startIcon={<EditRounded />}
              aria-label={`Change ${name}`}
            >
              Change
            </Button>
          )}
          <IconButton
            size="small"
            aria-label={`Remove ${name}`}
            onClick={() => onRemove(entry, name)}
            sx={{ ml: 'auto' }}
          >
            <DeleteOutlineRounded />
          </IconButton>
        </Box>
      </Box>
    </Box>
  );
}
