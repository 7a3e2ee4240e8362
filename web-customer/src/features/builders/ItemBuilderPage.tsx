import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ItemSelection, type ItemSpec, priceLine } from '@resto/domain';
import { NotFound, OptimizedImage, useNotify, usePageTitle } from '@resto/web-common';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useStoreContext } from '../../shell/StoreContext';
import { ITEM_BUILDER_SEGMENTS } from '../../shell/storePaths';
import { type CartSelection, cartStoreFor, useCart } from '../cart/cartStore';
import { AllergenLine, ItemLabels } from '../menu/ItemFacts';
import { findMenuEntry, itemStatus } from '../menu/menuModel';
import { useMoney } from '../menu/useMoney';
import { useNow } from '../menu/useNow';
import { useStoreMenu } from '../menu/useStoreMenu';
import { BasicOptions } from './BasicOptions';
import { DealOptions } from './DealOptions';
import { initialSelection, missingChoices } from './draftSelection';
import { HalfAndHalfOptions } from './HalfAndHalfOptions';
import { PizzaOptions } from './PizzaOptions';
import { QuantityStepper } from './QuantityStepper';

const COMMENTS_MAX = 250;

/**
 * `categories/:categoryId/items/{basic|pizza|half-and-half|deal}/:itemId`: build one item and add it
 * to the cart (or change a cart line with `?line=`). The price is the domain's `priceLine` of the
 * current choices, recomputed on every change; Add stays disabled until the domain accepts them.
 */
export default function ItemBuilderPage() {
  const { categoryId = '', itemType = '', itemId = '' } = useParams();
  const { categories, catalogue, menu } = useStoreMenu();
  const { basePath } = useStoreContext();
  const entry = findMenuEntry(categories, categoryId, itemId);
  const spec = entry ? catalogue.itemsById.get(entry.item.id) : undefined;
  const segmentMatches = spec && spec.type !== 'custom' && ITEM_BUILDER_SEGMENTS[spec.type] === itemType;
  usePageTitle(entry && segmentMatches ? entry.item.name : 'Page not found');

  if (!entry || !spec || !segmentMatches)
    return <NotFound fullPage={false} homeTo={basePath} homeLabel="Back to the menu" />;
  return <ItemBuilder key={`${spec.id}/${menu.contentHash}`} spec={spec} categoryId={categoryId} />;
}

function ItemBuilder({ spec, categoryId }: { spec: ItemSpec; categoryId: string }) {
  const { restaurantId, storeId, basePath } = useStoreContext();
  const { menu, catalogue, categories } = useStoreMenu();
  const entry = findMenuEntry(categories, categoryId, spec.id);
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const money = useMoney();
  const now = useNow();
  const [params] = useSearchParams();
  const collectionType = useCart((state) => state.collectionType);
  const editing = useCart((state) => state.lines.find((line) => line.id === params.get('line')));
  const settings = menu.settings.pizza;

  const [selection, setSelection] = useState<ItemSelection | undefined>(
    () => editing?.selection ?? initialSelection(spec, settings),
  );
  const [attempted, setAttempted] = useState(false);

  const missing = selection ? missingChoices(spec, selection, catalogue) : [];
  const result = useMemo(
    () =>
      selection && missing.length === 0
        ? priceLine({ selection }, catalogue, { source: 'website', collectionType })
        : undefined,
    [selection, missing.length, catalogue, collectionType],
  );
  const status = entry ? itemStatus(entry.item, menu, collectionType, now) : undefined;
  if (!selection || selection.type === 'custom' || !entry) return null;

  const update = (next: ItemSelection) => setSelection(next);
  const canAdd = result?.ok === true && status?.orderable === true;
  const problem = result && !result.ok ? result.problem.message : undefined;

  const add = () => {
    setAttempted(true);
    if (!canAdd) return;
    const cart = cartStoreFor(restaurantId, storeId).getState();
    const line = selection as CartSelection;
    if (editing) cart.update(editing.id, line);
    else cart.add(line, { categoryId });
    notify(editing ? `${spec.name} updated` : `${line.quantity} × ${spec.name} added to your order`);
    // Back to where they picked it (the category or search they were scrolling), at the same place,
    // when they came from within the store; a direct link goes to the menu.
    if (!editing && location.key !== 'default') navigate(-1);
    else navigate(editing ? `${basePath}/cart` : basePath);
  };

  return (
    <Box sx={{ pb: 14 }}>
      <Button
        component={RouterLink}
        to={editing ? `${basePath}/cart` : basePath}
        startIcon={<ArrowBackRounded />}
        sx={{ mb: 1.5, ml: -1 }}
      >
        {editing ? 'Back to your order' : 'Back to the menu'}
      </Button>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
          gap: { xs: 2.5, md: 4 },
          alignItems: 'start',
        }}
      >
        <Box sx={{ position: { md: 'sticky' }, top: { md: 92 } }}>
          <OptimizedImage
            image={entry.item.image}
            alt={entry.item.name}
            width={320}
            aspectRatio="4x3"
            eager
            sx={{ width: '100%', borderRadius: 4, mb: 2 }}
          />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, mb: 1 }}>
            {entry.item.name}
          </Typography>
          {entry.item.description && (
            <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{entry.item.description}</Typography>
          )}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <ItemLabels item={entry.item} />
            <AllergenLine item={entry.item} />
          </Box>
        </Box>

        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
          aria-label={`Choose your ${entry.item.name}`}
        >
          {status && !status.orderable && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {status.reason === 'Sold Out'
                ? `${spec.name} is sold out.`
                : `${status.detail ?? 'Unavailable'}.`}{' '}
              It cannot be added right now.
            </Alert>
          )}
          <Card sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
            {spec.type === 'basic' && selection.type === 'basic' && (
              <BasicOptions spec={spec} selection={selection} onChange={update} />
            )}
            {spec.type === 'pizza' && selection.type === 'pizza' && settings && (
              <PizzaOptions spec={spec} settings={settings} selection={selection} onChange={update} />
            )}
            {spec.type === 'halfAndHalf' && selection.type === 'halfAndHalf' && settings && (
              <HalfAndHalfOptions
                spec={spec}
                settings={settings}
                catalogue={catalogue}
                selection={selection}
                onChange={update}
              />
            )}
            {spec.type === 'deal' && selection.type === 'deal' && (
              <DealOptions
                spec={spec}
                settings={settings}
                catalogue={catalogue}
                selection={selection}
                onChange={update}
              />
            )}
            <TextField
              label="Anything we should know?"
              placeholder="E.g. well done, cut into squares"
              multiline
              minRows={2}
              fullWidth
              value={selection.comments}
              onChange={(event) =>
                update({ ...selection, comments: event.target.value.slice(0, COMMENTS_MAX) })
              }
              helperText={`${selection.comments.length}/${COMMENTS_MAX}`}
              sx={{ mt: spec.type === 'basic' && spec.modifiers.length === 0 ? 0 : 1 }}
            />
          </Card>

          <Box
            sx={{
              position: 'sticky',
              // Above the ordering tabs' bottom bar on phones.
              bottom: { xs: 'calc(64px + env(safe-area-inset-bottom))', sm: 0 },
              zIndex: 2,
              px: { xs: 2, sm: 2.5 },
              py: 1.5,
              bgcolor: 'background.paper',
              borderTop: 1,
              borderColor: 'divider',
              borderRadius: 4,
              boxShadow: '0 -6px 18px rgba(42, 31, 26, 0.08)',
            }}
          >
            {(missing.length > 0 || problem) && (
              <Typography
                role="status"
                variant="body2"
                sx={{
                  color: attempted ? 'error.main' : 'text.secondary',
                  mb: 1,
                  fontWeight: attempted ? 600 : 400,
                }}
              >
                {problem ?? `Still to choose: ${missing.join(' · ')}`}
              </Typography>
            )}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <QuantityStepper
                value={selection.quantity}
                itemName={spec.name}
                onChange={(quantity) => update({ ...selection, quantity })}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                aria-disabled={!canAdd}
                data-testid="add-to-order"
                sx={{
                  flex: 1,
                  justifyContent: 'space-between',
                  py: 1.25,
                  ...(canAdd
                    ? {}
                    : {
                        bgcolor: 'action.disabledBackground',
                        color: 'text.secondary',
                        boxShadow: 'none',
                        '&:hover': { bgcolor: 'action.disabledBackground' },
                      }),
                }}
              >
                <span>{editing ? 'Update order' : 'Add to order'}</span>
                <Box component="span" data-testid="builder-price" aria-live="polite" sx={{ fontWeight: 700 }}>
                  {result?.ok ? money(result.value.total) : ''}
                </Box>
              </Button>
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
