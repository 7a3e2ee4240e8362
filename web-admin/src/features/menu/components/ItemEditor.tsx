import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { CurrencyCode, ItemSpec, ItemType, PizzaItemSpec, PizzaSettings } from '@resto/domain';
import {
  ConfirmDialog,
  ImageUpload,
  type MenuCategory,
  PageHeader,
  UnsavedChangesGuard,
  useApi,
  useNotify,
  useViewerAccess,
} from '@resto/web-common';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MenuFormFooter } from './FormActions';
import {
  AvailabilitySection,
  DietaryAndKitchenSection,
  ExtraChargesSection,
  ItemDetailsSection,
  type ItemSectionProps,
} from './ItemCommonSections';
import { type DraftOf, type ItemDraft, itemDraftProblems, itemRequestBody, specOfDraft } from './itemDraft';
import { ITEM_TYPE_COPY } from './itemTypeCopy';
import { type MenuPaths, menuApiBase } from './menuPaths';
import { PricePreview } from './PricePreview';
import {
  BasicSections,
  CustomSections,
  DealSections,
  HalfAndHalfSections,
  PizzaSections,
} from './TypeSections';
import { useFormProblems } from './useFormProblems';

export interface ItemEditorProps {
  restaurantId: string;
  storeId: string;
  /** The draft to start from (a new item's defaults, or the stored item's fields). */
  initial: ItemDraft;
  /** The stored item when editing; undefined when creating. */
  existing?: ItemSpec;
  categories: readonly MenuCategory[];
  /** Every item of the store, for half-and-half and deal pizzas and the preview. */
  items: readonly ItemSpec[];
  pizzaSettings: PizzaSettings | undefined;
  currency: CurrencyCode;
  symbol: string;
  paths: MenuPaths;
}

/**
 * The editor of every item type: shared sections, the type's own sections and a live price preview.
 * Validates with the domain's ItemSpec schema on every change; saves through `/api/menu`.
 */
export function ItemEditor({
  restaurantId,
  storeId,
  initial,
  existing,
  categories,
  items,
  pizzaSettings,
  currency,
  symbol,
  paths,
}: ItemEditorProps) {
  const client = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const { isAdmin } = useViewerAccess();
  const [draft, setDraft] = useState<ItemDraft>(initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const local = useMemo(() => itemDraftProblems(draft), [draft]);
  const form = useFormProblems(local, failure);
  const disabled = busy || !isAdmin;
  const type: ItemType = draft.type;
  const copy = ITEM_TYPE_COPY[type];
  const base = menuApiBase(restaurantId, storeId);

  const update = (patch: Partial<ItemDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }) as ItemDraft);
    if (failure) setFailure(undefined);
  };
  const pizzas = useMemo(() => items.filter((item): item is PizzaItemSpec => item.type === 'pizza'), [items]);
  const previewSpec = useMemo(
    () => specOfDraft(draft, { id: existing?.id ?? 'preview', restaurantId, storeId }),
    [draft, existing?.id, restaurantId, storeId],
  );

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setAttempted(true);
    if (Object.keys(local).length > 0) {
      const formElement = event.currentTarget;
      requestAnimationFrame(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      if (existing) {
        await client.put(
          `${base}/items/${encodeURIComponent(existing.id)}`,
          itemRequestBody(draft, existing),
        );
        notify(`${draft.name.trim()} was saved.`);
      } else {
        await client.post(`${base}/items`, itemRequestBody(draft));
        notify(`${draft.name.trim()} was added to the menu.`);
      }
      navigate(paths.menu);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  }

  async function deleteItem() {
    if (!existing) return;
    await client.delete(`${base}/items/${encodeURIComponent(existing.id)}`);
    notify(`${existing.name} was deleted.`);
    navigate(paths.menu, { replace: true });
  }

  const sectionProps = { draft, update, problem: form.problem, disabled, symbol } as ItemSectionProps;
  const pizzaSettingsPath = paths.pizzaSettings;

  return (
    <Box>
      <UnsavedChangesGuard draft={draft} saving={busy || confirmDelete} />
      <PageHeader
        eyebrow={existing ? `Edit ${copy.label.toLowerCase()}` : `New ${copy.label.toLowerCase()}`}
        title={existing ? existing.name : `Add ${copy.addLabel.toLowerCase()}`}
        subtitle={copy.hint}
      />
      {!isAdmin && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Only admins can change the menu. You can look, and toggle Sold out from the menu list.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack
            component="form"
            noValidate
            spacing={4}
            aria-label={existing ? `Edit ${existing.name}` : `Add ${copy.addLabel.toLowerCase()}`}
            onSubmit={handleSubmit}
            onChange={form.trackTouched}
            onBlur={form.trackTouched}
          >
            <ItemDetailsSection
              {...sectionProps}
              categories={categories}
              imageField={
                <ImageUpload
                  restaurantId={restaurantId}
                  label="Picture"
                  aspectRatio="4x3"
                  helperText="Shown on the menu online."
                  value={draft.image}
                  onChange={(image) => update({ image })}
                  disabled={disabled}
                />
              }
            />
            <Divider />
            {draft.type === 'basic' && (
              <BasicSections {...(sectionProps as ItemSectionProps<DraftOf<'basic'>>)} />
            )}
            {draft.type === 'pizza' && (
              <PizzaSections
                {...(sectionProps as ItemSectionProps<DraftOf<'pizza'>>)}
                pizzaSettings={pizzaSettings}
                pizzaSettingsPath={pizzaSettingsPath}
              />
            )}
            {draft.type === 'halfAndHalf' && (
              <HalfAndHalfSections
                {...(sectionProps as ItemSectionProps<DraftOf<'halfAndHalf'>>)}
                pizzaSettings={pizzaSettings}
                pizzas={pizzas}
                pizzaSettingsPath={pizzaSettingsPath}
              />
            )}
            {draft.type === 'deal' && (
              <DealSections
                {...(sectionProps as ItemSectionProps<DraftOf<'deal'>>)}
                pizzaSettings={pizzaSettings}
                pizzas={pizzas}
                pizzaSettingsPath={pizzaSettingsPath}
                menuItems={items}
              />
            )}
            {draft.type === 'custom' && (
              <CustomSections {...(sectionProps as ItemSectionProps<DraftOf<'custom'>>)} />
            )}
            {draft.type !== 'custom' && <ExtraChargesSection {...sectionProps} />}
            <Divider />
            <AvailabilitySection {...sectionProps} />
            <Divider />
            <DietaryAndKitchenSection {...sectionProps} />
            <MenuFormFooter
              failure={failure}
              shown={form.attempted ? form.shown : []}
              cancelTo={paths.menu}
              busy={busy}
              saveLabel={existing ? 'Save changes' : `Add ${copy.label.toLowerCase()}`}
              disabled={!isAdmin}
              onDelete={existing && isAdmin ? () => setConfirmDelete(true) : undefined}
            />
          </Stack>
        </Card>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
          <PricePreview spec={previewSpec} items={items} pizzaSettings={pizzaSettings} currency={currency} />
        </Box>
      </Box>
      {existing && (
        <ConfirmDialog
          open={confirmDelete}
          title={`Delete ${existing.name}?`}
          confirmLabel="Delete"
          busyLabel="Deleting…"
          destructive
          onConfirm={deleteItem}
          onClose={() => setConfirmDelete(false)}
        >
          It disappears from the menu everywhere at once. Orders already placed keep it. This cannot be
          undone.
        </ConfirmDialog>
      )}
    </Box>
  );
}
