import AddLocationAltRounded from '@mui/icons-material/AddLocationAltRounded';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import MapRounded from '@mui/icons-material/MapRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DELIVERY_PROVIDER_DESCRIPTIONS,
  DELIVERY_PROVIDER_LABELS,
  DELIVERY_PROVIDERS,
  type DeliveryArea,
  deliveryProviderOf,
  describeDeliverySettings,
  ZDeliveryProvider,
} from '@resto/domain';
import { ConfirmDialog, EmptyState, MoneyField } from '@resto/web-common';
import { lazy, Suspense, useState } from 'react';
import { FormSection } from '../../shared/FormSection';
import { SettingsScreen } from '../../shared/SettingsScreen';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useStoreContext } from '../../shared/useStoreContext';
import { DeliveryAreaCard } from './DeliveryAreaCard';
import { newDeliveryArea, nextAreaName } from './deliveryEdits';
import { PolygonPreview } from './PolygonPreview';
import { subProblems } from './subProblems';

/** Leaflet is loaded with this page only, not with the rest of the admin. */
const DeliveryAreaMap = lazy(() => import('./DeliveryAreaMap'));

/** `/settings/delivery_area`: where the store delivers, what it costs and the minimum order. */
export default function DeliveryAreaSettingsPage() {
  const context = useStoreContext();
  const form = useSettingsForm(context.restaurantId, context.storeId, 'delivery');
  const [selectedId, setSelectedId] = useState<string>();
  const [removing, setRemoving] = useState<DeliveryArea>();
  const [touchedSuburbs, setTouchedSuburbs] = useState<ReadonlySet<number>>(() => new Set());
  const storePoint = context.store?.address?.geoPoint;
  const symbol = context.currencySymbol;

  return (
    <SettingsScreen
      title="Delivery areas"
      subtitle="Draw the areas you deliver to, each with its delivery charge. An address inside two areas gets the smaller one; addresses outside every area and suburb cannot order delivery."
      context={context}
      form={form}
      describe={(value) => describeDeliverySettings(value, context.currency)}
    >
      {(value, editable) => (
        <>
          <FormSection
            title="Who delivers"
            description="Your own drivers, or a courier booked for each order when you accept it."
          >
            <RadioGroup
              aria-label="Who delivers"
              value={deliveryProviderOf(value)}
              onChange={(event) =>
                form.update((current) => ({
                  ...current,
                  provider: ZDeliveryProvider.parse(event.target.value),
                }))
              }
            >
              {DELIVERY_PROVIDERS.map((provider) => (
                <FormControlLabel
                  key={provider}
                  value={provider}
                  disabled={!editable}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                  label={
                    <Box>
                      <Typography variant="body1">{DELIVERY_PROVIDER_LABELS[provider]}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {DELIVERY_PROVIDER_DESCRIPTIONS[provider]}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </FormSection>
          <Divider />
          <FormSection
            title="Minimum order"
            description="The item total needed for delivery, unless an area sets its own."
          >
            <MoneyField
              label="Minimum order for delivery"
              symbol={symbol}
              value={value.minOrderValue}
              onChange={(minOrderValue) =>
                form.update((current) => ({ ...current, minOrderValue: minOrderValue ?? 0 }))
              }
              problem={form.problems.minOrderValue}
              helperText="0.00 for no minimum"
              disabled={!editable}
              sx={{ maxWidth: 280 }}
            />
          </FormSection>
          <Divider />
          <FormSection
            title="Areas"
            description="Each area is a shape on the map around the store. Say how far you deliver and the area is drawn for you; click an area on the map to reshape it by dragging its points, or edit or paste its points by hand."
          >
            <Suspense
              fallback={
                <PolygonPreview areas={value.areas} store={storePoint} selectedId={selectedId} height={360} />
              }
            >
              <DeliveryAreaMap
                areas={value.areas}
                store={storePoint}
                selectedId={selectedId}
                disabled={!editable}
                onSelect={setSelectedId}
                onPolygonChange={(areaId, polygon) =>
                  form.update((current) => ({
                    ...current,
                    areas: current.areas.map((entry) =>
                      entry.id === areaId ? { ...entry, polygon } : entry,
                    ),
                  }))
                }
              />
            </Suspense>
            {value.areas.length === 0 ? (
              <EmptyState
                icon={<MapRounded />}
                title="No delivery areas yet"
                description="Add an area: it starts as everything within 3 km of the store, and you set how far."
              />
            ) : (
              value.areas.map((area, index) => (
                <DeliveryAreaCard
                  key={area.id}
                  area={area}
                  store={storePoint}
                  symbol={symbol}
                  disabled={!editable}
                  problems={subProblems(form.problems, `areas.${index}`)}
                  onFocus={() => setSelectedId(area.id)}
                  onChange={(next) =>
                    form.update((current) => ({
                      ...current,
                      areas: current.areas.map((entry) => (entry.id === area.id ? next : entry)),
                    }))
                  }
                  onRemove={() => setRemoving(area)}
                />
              ))
            )}
            <Box>
              <Button
                variant="outlined"
                startIcon={<AddLocationAltRounded />}
                disabled={!editable}
                onClick={() => {
                  const area = newDeliveryArea(nextAreaName(value.areas), storePoint);
                  form.update((current) => ({ ...current, areas: [...current.areas, area] }));
                  setSelectedId(area.id);
                }}
              >
                Add area
              </Button>
            </Box>
          </FormSection>
          <Divider />
          <FormSection
            title="Suburbs"
            description="Or deliver to whole suburbs by name (and postcode), checked after the areas."
          >
            {value.suburbs.map((suburb, index) => {
              const problems = subProblems(form.problems, `suburbs.${index}`);
              const update = (change: Partial<typeof suburb>) =>
                form.update((current) => ({
                  ...current,
                  suburbs: current.suburbs.map((entry, position) =>
                    position === index ? { ...entry, ...change } : entry,
                  ),
                }));
              return (
                <Stack
                  // biome-ignore lint/suspicious/noArrayIndexKey: suburbs are identified by their position while editing
                  key={index}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  sx={{ alignItems: { sm: 'flex-start' } }}
                >
                  <TextField
                    label="Suburb"
                    size="small"
                    value={suburb.name}
                    onChange={(event) => update({ name: event.target.value })}
                    // A new row is empty: say what is missing once the owner has been in the field, not before.
                    onBlur={() => setTouchedSuburbs((touched) => new Set(touched).add(index))}
                    error={touchedSuburbs.has(index) && Boolean(problems.name)}
                    helperText={touchedSuburbs.has(index) ? problems.name : undefined}
                    disabled={!editable}
                    sx={{ flex: 2 }}
                  />
                  <TextField
                    label="Postcode"
                    size="small"
                    value={suburb.postcode}
                    onChange={(event) => update({ postcode: event.target.value })}
                    disabled={!editable}
                    sx={{ flex: 1 }}
                  />
                  <MoneyField
                    label="Delivery charge"
                    size="small"
                    symbol={symbol}
                    value={suburb.deliveryCharges}
                    onChange={(deliveryCharges) => update({ deliveryCharges: deliveryCharges ?? 0 })}
                    problem={problems.deliveryCharges}
                    disabled={!editable}
                    sx={{ flex: 1 }}
                  />
                  <IconButton
                    aria-label={`Remove ${suburb.name || 'this suburb'}`}
                    disabled={!editable}
                    onClick={() =>
                      form.update((current) => ({
                        ...current,
                        suburbs: current.suburbs.filter((_, position) => position !== index),
                      }))
                    }
                  >
                    <DeleteOutlineRounded />
                  </IconButton>
                </Stack>
              );
            })}
            <Box>
              <Button
                startIcon={<AddRounded />}
                disabled={!editable}
                onClick={() =>
                  form.update((current) => ({
                    ...current,
                    suburbs: [...current.suburbs, { name: '', postcode: '', deliveryCharges: 0 }],
                  }))
                }
              >
                Add suburb
              </Button>
            </Box>
          </FormSection>
          <ConfirmDialog
            open={removing !== undefined}
            title="Remove this delivery area?"
            confirmLabel="Remove area"
            destructive
            onClose={() => setRemoving(undefined)}
            onConfirm={async () => {
              const id = removing?.id;
              form.update((current) => ({
                ...current,
                areas: current.areas.filter((area) => area.id !== id),
              }));
            }}
          >
            “{removing?.name}” and its {removing?.polygon.length ?? 0} points will be removed when you save.
            Until then you can discard the change.
          </ConfirmDialog>
        </>
      )}
    </SettingsScreen>
  );
}
