import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MenuCategory } from '@resto/web-common';
import type { ReactNode } from 'react';
import { FormSection } from '../../../shared/FormSection';
import { AllergenPicker } from './fields/AllergenPicker';
import { ColourField } from './fields/ColourField';
import { MoneyField } from './fields/MoneyField';
import { PrintStationField } from './fields/PrintStationField';
import { COLLECTION_TYPE_OPTIONS, ORDERING_SYSTEM_OPTIONS, SwitchRow } from './fields/SwitchRow';
import { WeeklyHoursEditor } from './fields/WeeklyHoursEditor';
import type { ItemDraft } from './itemDraft';

export interface ItemSectionProps<D extends ItemDraft = ItemDraft> {
  draft: D;
  /** Applies a change to the draft; the editor keeps the type. */
  update: (patch: Partial<D>) => void;
  problem: (path: string) => string | undefined;
  disabled: boolean;
  /** Currency symbol for money fields. */
  symbol: string;
}

const optionalText = (text: string) => (text === '' ? undefined : text);

/** Name, description, category, label, dietary info and colour: what every item type has. */
export function ItemDetailsSection({
  draft,
  update,
  problem,
  disabled,
  categories,
  imageField,
}: ItemSectionProps & { categories: readonly MenuCategory[]; imageField?: ReactNode }) {
  const isCustom = draft.type === 'custom';
  return (
    <FormSection title="Details">
      <TextField
        label={isCustom ? 'Default name' : 'Name'}
        name="name"
        required
        value={draft.name}
        disabled={disabled}
        onChange={(event) => update({ name: event.target.value })}
        error={Boolean(problem('name'))}
        helperText={
          problem('name') ?? (isCustom ? 'The cashier can change it at the time of sale.' : undefined)
        }
      />
      <TextField
        label="Description"
        name="description"
        multiline
        minRows={2}
        value={draft.description}
        disabled={disabled}
        onChange={(event) => update({ description: event.target.value })}
        error={Boolean(problem('description'))}
        helperText={problem('description') ?? `${draft.description.length}/400 · Shown under the name.`}
      />
      <TextField
        select
        label="Category"
        name="categoryId"
        required
        value={categories.some((category) => category.id === draft.categoryId) ? draft.categoryId : ''}
        disabled={disabled}
        onChange={(event) => update({ categoryId: event.target.value })}
        error={Boolean(problem('categoryId'))}
        helperText={problem('categoryId') && 'Choose the category this item is listed in.'}
      >
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.id}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Label"
          name="label"
          value={draft.label ?? ''}
          placeholder="Chef's pick"
          disabled={disabled}
          onChange={(event) => update({ label: optionalText(event.target.value) })}
          error={Boolean(problem('label'))}
          helperText={problem('label') ?? 'A badge on the item, up to 25 characters.'}
          sx={{ flex: 1 }}
        />
        <TextField
          label="Dietary"
          name="dietary"
          value={draft.dietary ?? ''}
          placeholder="Vegan"
          disabled={disabled}
          onChange={(event) => update({ dietary: optionalText(event.target.value) })}
          error={Boolean(problem('dietary'))}
          helperText={problem('dietary') ?? 'e.g. Vegetarian, Halal; up to 15 characters.'}
          sx={{ flex: 1 }}
        />
      </Stack>
      {imageField}
      <ColourField
        label="Background colour"
        name="backgroundColor"
        value={draft.backgroundColor}
        disabled={disabled}
        onChange={(backgroundColor) => update({ backgroundColor })}
        error={problem('backgroundColor')}
        helperText="The item's button colour on the POS."
      />
    </FormSection>
  );
}

/** Per-order-type extra charges and the Uber Eats mark-up, folded away: most items have none. */
export function ExtraChargesSection({ draft, update, problem, disabled, symbol }: ItemSectionProps) {
  const { price } = draft;
  const hasExtras =
    Object.values(price.extraCharge).some((cents) => cents !== 0) ||
    Object.values(price.uberEatsExtraCharge).some((cents) => cents !== 0);
  return (
    <Accordion
      disableGutters
      variant="outlined"
      defaultExpanded={hasExtras}
      sx={{ borderRadius: 2, '&:before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreRounded />}>
        <Stack>
          <Typography sx={{ fontWeight: 600 }}>Extra charges by order type</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Added to each unit, e.g. +$1.00 for delivery packaging.
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {COLLECTION_TYPE_OPTIONS.map(({ key, label }) => (
              <MoneyField
                key={key}
                label={label}
                name={`price.extraCharge.${key}`}
                symbol={symbol}
                cents={price.extraCharge[key]}
                disabled={disabled}
                onChange={(cents) =>
                  update({ price: { ...price, extraCharge: { ...price.extraCharge, [key]: cents } } })
                }
                error={problem(`price.extraCharge.${key}`)}
                fullWidth
              />
            ))}
          </Stack>
          <Typography variant="subtitle2" component="p">
            Uber Eats mark-up (instead of the above, to cover its commission)
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['pickup', 'delivery'] as const).map((key) => (
              <MoneyField
                key={key}
                label={`Uber Eats ${key}`}
                name={`price.uberEatsExtraCharge.${key}`}
                symbol={symbol}
                cents={price.uberEatsExtraCharge[key]}
                disabled={disabled}
                onChange={(cents) =>
                  update({
                    price: { ...price, uberEatsExtraCharge: { ...price.uberEatsExtraCharge, [key]: cents } },
                  })
                }
                error={problem(`price.uberEatsExtraCharge.${key}`)}
                fullWidth
              />
            ))}
          </Stack>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/** Whether and where the item can be ordered, and when. */
export function AvailabilitySection({ draft, update, problem, disabled }: ItemSectionProps) {
  const isCustom = draft.type === 'custom';
  return (
    <FormSection
      title="Availability"
      description="Switch an item off to hide it everywhere without deleting it."
    >
      <FormControlLabel
        control={
          <Switch
            checked={draft.available}
            disabled={disabled}
            onChange={(event) => update({ available: event.target.checked })}
          />
        }
        label={draft.available ? 'Available' : 'Not available (hidden)'}
      />
      <SwitchRow
        label="Order types"
        options={COLLECTION_TYPE_OPTIONS}
        value={draft.availableFor}
        disabled={disabled}
        onChange={(availableFor) => update({ availableFor })}
      />
      <SwitchRow
        label="Sold through"
        options={ORDERING_SYSTEM_OPTIONS}
        value={draft.applicableOrderingSystem}
        disabled={disabled || isCustom}
        onChange={(applicableOrderingSystem) => update({ applicableOrderingSystem })}
        helperText={isCustom ? 'Custom items are only sold at the POS.' : undefined}
      />
      <WeeklyHoursEditor
        value={draft.availableWeeklyHours}
        disabled={disabled}
        onChange={(availableWeeklyHours) => update({ availableWeeklyHours })}
        problem={(path) => problem(`availableWeeklyHours.${path}`)}
      />
    </FormSection>
  );
}

/** Allergens, alcohol, GST and which kitchen printers get the item. */
export function DietaryAndKitchenSection({ draft, update, problem, disabled }: ItemSectionProps) {
  return (
    <FormSection title="Allergens, tax and kitchen">
      <AllergenPicker
        value={draft.allergenInfo}
        disabled={disabled}
        onChange={(allergenInfo) => update({ allergenInfo })}
        error={problem('allergenInfo') ?? problem('allergenInfo.CONTAINS')}
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3 }}>
        <FormControlLabel
          control={
            <Switch
              checked={draft.isAlcohol}
              disabled={disabled}
              onChange={(event) => update({ isAlcohol: event.target.checked })}
            />
          }
          label="Contains alcohol"
        />
        <FormControlLabel
          control={
            <Switch
              checked={draft.isGstApplicable}
              disabled={disabled}
              onChange={(event) => update({ isGstApplicable: event.target.checked })}
            />
          }
          label="GST applies"
        />
      </Stack>
      <PrintStationField
        value={draft.printStationIds}
        disabled={disabled}
        onChange={(printStationIds) => update({ printStationIds })}
        error={problem('printStationIds')}
      />
    </FormSection>
  );
}
