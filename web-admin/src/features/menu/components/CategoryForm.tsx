import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Category, ZCategory } from '@resto/domain';
import {
  ConfirmDialog,
  ImageUpload,
  type MenuCategory,
  schemaProblems,
  UnsavedChangesGuard,
  useApi,
  useNotify,
  useViewerAccess,
} from '@resto/web-common';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormSection } from '../../../shared/FormSection';
import { MenuFormFooter } from './FormActions';
import { ColourField } from './fields/ColourField';
import { ORDERING_SYSTEM_OPTIONS, SwitchRow } from './fields/SwitchRow';
import { type MenuPaths, menuApiBase } from './menuPaths';
import { useFormProblems } from './useFormProblems';

/** The fields of `POST /categories` and `PUT /categories/:categoryId`. */
export type CategoryDraft = Pick<
  Category,
  'name' | 'description' | 'backgroundColor' | 'image' | 'applicableOrderingSystem'
>;

export function newCategoryDraft(): CategoryDraft {
  return {
    name: '',
    description: '',
    applicableOrderingSystem: { pos: true, online: true, uberEats: false },
  };
}

export function draftOfCategory(category: MenuCategory): CategoryDraft {
  const { name, description, backgroundColor, image, applicableOrderingSystem } = category;
  return { name, description, backgroundColor, image, applicableOrderingSystem };
}

/** What the domain's category schema says about the draft, by field. */
export function categoryDraftProblems(draft: CategoryDraft) {
  return schemaProblems(ZCategory, { ...draft, id: 'draft', sortOrder: 0 });
}

export interface CategoryFormProps {
  restaurantId: string;
  storeId: string;
  paths: MenuPaths;
  existing?: MenuCategory;
  /** How many items the category holds; a category with items cannot be deleted. */
  itemCount?: number;
}

/** Add or edit a category: name, description, colour, picture and where it is shown; delete asks first. */
export function CategoryForm({ restaurantId, storeId, paths, existing, itemCount = 0 }: CategoryFormProps) {
  const client = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const { isAdmin } = useViewerAccess();
  const [draft, setDraft] = useState<CategoryDraft>(() =>
    existing ? draftOfCategory(existing) : newCategoryDraft(),
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const local = useMemo(() => categoryDraftProblems(draft), [draft]);
  const form = useFormProblems(local, failure);
  const disabled = busy || !isAdmin;
  const base = menuApiBase(restaurantId, storeId);

  const update = (patch: Partial<CategoryDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }));
    if (failure) setFailure(undefined);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setAttempted(true);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    setFailure(undefined);
    try {
      if (existing) {
        await client.put(`${base}/categories/${encodeURIComponent(existing.id)}`, draft);
        notify(`${draft.name.trim()} was saved.`);
      } else {
        await client.post(`${base}/categories`, draft);
        notify(`${draft.name.trim()} was added to the menu.`);
      }
      navigate(paths.menu);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  }

  async function deleteCategory() {
    if (!existing) return;
    await client.delete(`${base}/categories/${encodeURIComponent(existing.id)}`);
    notify(`${existing.name} was deleted.`);
    navigate(paths.menu, { replace: true });
  }

  return (
    <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
      <UnsavedChangesGuard draft={draft} saving={busy || confirmDelete} />
      <Stack
        component="form"
        noValidate
        spacing={4}
        aria-label={existing ? `Edit ${existing.name}` : 'Add a category'}
        onSubmit={handleSubmit}
        onChange={form.trackTouched}
        onBlur={form.trackTouched}
      >
        {!isAdmin && <Alert severity="info">Only admins can change the menu.</Alert>}
        <FormSection title="Category">
          <TextField
            label="Name"
            name="name"
            required
            value={draft.name}
            placeholder="Pizzas"
            disabled={disabled}
            onChange={(event) => update({ name: event.target.value })}
            error={Boolean(form.problem('name'))}
            helperText={form.problem('name') ?? '3 to 30 characters, as customers see it.'}
          />
          <TextField
            label="Description"
            name="description"
            multiline
            minRows={2}
            value={draft.description}
            disabled={disabled}
            onChange={(event) => update({ description: event.target.value })}
            error={Boolean(form.problem('description'))}
            helperText={
              form.problem('description') ?? `${draft.description.length}/250 · Optional, under the name.`
            }
          />
        </FormSection>
        <Divider />
        <FormSection title="Look">
          <ColourField
            label="Background colour"
            name="backgroundColor"
            value={draft.backgroundColor}
            disabled={disabled}
            onChange={(backgroundColor) => update({ backgroundColor })}
            error={form.problem('backgroundColor')}
            helperText="The category's colour on the POS."
          />
          <ImageUpload
            restaurantId={restaurantId}
            label="Picture"
            aspectRatio="8x3"
            helperText="A wide banner above the category online."
            value={draft.image}
            onChange={(image) => update({ image })}
            disabled={disabled}
          />
        </FormSection>
        <Divider />
        <FormSection
          title="Where it is shown"
          description="Switch a channel off to hide the whole category there."
        >
          <SwitchRow
            label="Shown on"
            options={ORDERING_SYSTEM_OPTIONS}
            value={draft.applicableOrderingSystem}
            disabled={disabled}
            onChange={(applicableOrderingSystem) => update({ applicableOrderingSystem })}
          />
        </FormSection>
        <MenuFormFooter
          failure={failure}
          shown={form.attempted ? form.shown : []}
          cancelTo={paths.menu}
          busy={busy}
          saveLabel={existing ? 'Save changes' : 'Add category'}
          disabled={!isAdmin}
          onDelete={existing && isAdmin ? () => setConfirmDelete(true) : undefined}
        />
      </Stack>
      {existing && (
        <ConfirmDialog
          open={confirmDelete}
          title={`Delete ${existing.name}?`}
          confirmLabel="Delete category"
          busyLabel="Deleting…"
          destructive
          onConfirm={deleteCategory}
          onClose={() => setConfirmDelete(false)}
        >
          {itemCount > 0
            ? `${existing.name} still has ${itemCount === 1 ? '1 item' : `${itemCount} items`}. Move or delete them first: a category with items cannot be deleted.`
            : `${existing.name} disappears from the menu everywhere at once. This cannot be undone.`}
        </ConfirmDialog>
      )}
    </Card>
  );
}
