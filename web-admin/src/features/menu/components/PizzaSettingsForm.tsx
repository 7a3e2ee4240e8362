import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PizzaSettings } from '@resto/domain';
import { UnsavedChangesGuard, useApi, useNotify, useViewerAccess } from '@resto/web-common';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormSection } from '../../../shared/FormSection';
import { AddRowButton, ListRowCard, PathTextField, patchAt, RemoveRowButton, removeAt } from './EditableList';
import { MenuFormFooter } from './FormActions';
import { MoneyField } from './fields/MoneyField';
import { OptionalMoneyCell } from './fields/OptionalMoneyCell';
import { newLocalId } from './itemDraft';
import { type MenuPaths, menuApiBase } from './menuPaths';
import {
  defaultPizzaSettings,
  type PizzaSettingsDraft,
  pizzaSettingsBody,
  pizzaSettingsProblemsOf,
  rowKeyOf,
  withFreshIds,
} from './pizzaSettingsDraft';
import { useFormProblems } from './useFormProblems';

export interface PizzaSettingsFormProps {
  restaurantId: string;
  storeId: string;
  paths: MenuPaths;
  /** The stored settings; null when the store has none yet. */
  stored: PizzaSettings | null;
  symbol: string;
  /** How many pizzas have a price for each size id, to warn before a size is removed. */
  pizzasPerSize: ReadonlyMap<string, number>;
}

const FLAGS = [
  { key: 'pizzaAvailable', label: 'Sell pizzas', hint: 'Switch off to stop every pizza at once.' },
  { key: 'halfAndHalfAvailable', label: 'Sell half-and-half pizzas', hint: 'Two halves in one pizza.' },
  {
    key: 'enableDealAndHalfAndHalfConversion',
    label: 'Pizzas in deals can be half and half',
    hint: 'Customers may split a deal pizza into two halves.',
  },
] as const;

/** Pizza sizes, toppings with a price per size, and the pizza switches of a store. */
export function PizzaSettingsForm({
  restaurantId,
  storeId,
  paths,
  stored,
  symbol,
  pizzasPerSize,
}: PizzaSettingsFormProps) {
  const client = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const { isAdmin } = useViewerAccess();
  const [draft, setDraft] = useState<PizzaSettingsDraft>(() =>
    stored ? { ...stored } : defaultPizzaSettings(),
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const local = useMemo(() => pizzaSettingsProblemsOf(draft), [draft]);
  const form = useFormProblems(local, failure);
  const disabled = busy || !isAdmin;

  const change = (next: PizzaSettingsDraft) => {
    setDraft(withFreshIds(next));
    if (failure) setFailure(undefined);
  };
  const setSize = (index: number, patch: Partial<PizzaSettingsDraft['sizes'][number]>) =>
    change({ ...draft, sizes: patchAt(draft.sizes, index, patch) });
  const setTopping = (index: number, patch: Partial<PizzaSettingsDraft['toppings'][number]>) =>
    change({ ...draft, toppings: patchAt(draft.toppings, index, patch) });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setAttempted(true);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await client.put(`${menuApiBase(restaurantId, storeId)}/settings/pizza`, pizzaSettingsBody(draft));
      notify('Pizza settings were saved.');
      navigate(paths.menu);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  }

  return (
    <Card sx={{ p: { xs: 2.5, sm: 4 } }}>
      <UnsavedChangesGuard draft={draft} saving={busy} />
      <Stack
        component="form"
        noValidate
        spacing={4}
        aria-label="Pizza settings"
        onSubmit={handleSubmit}
        onChange={form.trackTouched}
        onBlur={form.trackTouched}
      >
        {!isAdmin && <Alert severity="info">Only admins can change pizza settings.</Alert>}
        <FormSection
          title="Sizes"
          description="Every pizza has a price per size. Half-and-half is made in the sizes that allow it."
        >
          {draft.sizes.map((size, index) => {
            const used = pizzasPerSize.get(size.id) ?? 0;
            return (
              <ListRowCard key={rowKeyOf(size)} label={`Size ${size.name || index + 1}`}>
                <Stack
                  direction={{ xs: 'column', md: 'row' }}
                  spacing={2}
                  sx={{ alignItems: { md: 'flex-start' } }}
                >
                  <PathTextField
                    label="Size name"
                    path={`sizes.${index}.name`}
                    problem={form.problem}
                    value={size.name}
                    placeholder="Large"
                    disabled={disabled}
                    onChange={(event) => setSize(index, { name: event.target.value })}
                    sx={{ flex: 1, minWidth: { md: 200 } }}
                  />
                  <FormControlLabel
                    sx={{ pt: { md: 1 }, flexShrink: 0 }}
                    label="Half-and-half"
                    control={
                      <Switch
                        checked={size.hasHalfAndHalf}
                        disabled={disabled}
                        onChange={(event) => setSize(index, { hasHalfAndHalf: event.target.checked })}
                      />
                    }
                  />
                  {size.hasHalfAndHalf && (
                    <Box sx={{ width: { md: 230 }, flexShrink: 0 }}>
                      <MoneyField
                        fullWidth
                        label="Half-and-half charge"
                        name={`sizes.${index}.halfAndHalfExtraCharge`}
                        symbol={symbol}
                        cents={size.halfAndHalfExtraCharge}
                        disabled={disabled}
                        onChange={(halfAndHalfExtraCharge) => setSize(index, { halfAndHalfExtraCharge })}
                        error={form.problem(`sizes.${index}.halfAndHalfExtraCharge`)}
                        helperText="Added once per half-and-half pizza."
                      />
                    </Box>
                  )}
                  <RemoveRowButton
                    label={`Remove size ${size.name || index + 1}`}
                    disabled={disabled}
                    sx={{ mt: { md: 1 } }}
                    onClick={() => change({ ...draft, sizes: removeAt(draft.sizes, index) })}
                  />
                </Stack>
                {used > 0 && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                    {used === 1 ? '1 pizza has' : `${used} pizzas have`} a price in this size; removing it
                    takes that size off them.
                  </Typography>
                )}
              </ListRowCard>
            );
          })}
          {form.problem('sizes') && <FormHelperText error>{form.problem('sizes')}</FormHelperText>}
          <AddRowButton
            disabled={disabled}
            onClick={() =>
              change({
                ...draft,
                sizes: [
                  ...draft.sizes,
                  {
                    id: '',
                    name: '',
                    hasHalfAndHalf: true,
                    halfAndHalfExtraCharge: 0,
                    fresh: true,
                    rowKey: newLocalId('size'),
                  },
                ],
              })
            }
          >
            Add size
          </AddRowButton>
        </FormSection>
        <Divider />
        <FormSection
          title="Toppings"
          description="Extra toppings customers can add, priced per size. Leave a price empty when a size does not offer the topping."
        >
          {draft.toppings.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              No extra toppings yet.
            </Typography>
          ) : (
            <TableContainer component={Box} sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Topping prices">
                <TableHead>
                  <TableRow>
                    <TableCell>Topping</TableCell>
                    {draft.sizes.map((size) => (
                      <TableCell key={size.id}>{size.name || 'New size'}</TableCell>
                    ))}
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {draft.toppings.map((topping, index) => (
                    <TableRow key={rowKeyOf(topping)}>
                      <TableCell sx={{ minWidth: 180 }}>
                        <PathTextField
                          size="small"
                          label="Topping name"
                          path={`toppings.${index}.name`}
                          problem={form.problem}
                          value={topping.name}
                          disabled={disabled}
                          onChange={(event) => setTopping(index, { name: event.target.value })}
                          fullWidth
                        />
                      </TableCell>
                      {draft.sizes.map((size) => (
                        <TableCell key={size.id}>
                          <OptionalMoneyCell
                            label={`${topping.name || 'Topping'} price for ${size.name || 'new size'}`}
                            symbol={symbol}
                            cents={topping.prices[size.id]}
                            disabled={disabled}
                            onChange={(cents) => {
                              const { [size.id]: _old, ...others } = topping.prices;
                              setTopping(index, {
                                prices: cents === undefined ? others : { ...others, [size.id]: cents },
                              });
                            }}
                            error={form.problem(`toppings.${index}.prices.${size.id}`)}
                          />
                        </TableCell>
                      ))}
                      <TableCell>
                        <RemoveRowButton
                          label={`Remove topping ${topping.name || index + 1}`}
                          disabled={disabled}
                          onClick={() => change({ ...draft, toppings: removeAt(draft.toppings, index) })}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <AddRowButton
            disabled={disabled}
            onClick={() =>
              change({
                ...draft,
                toppings: [
                  ...draft.toppings,
                  { id: '', name: '', prices: {}, fresh: true, rowKey: newLocalId('topping') },
                ],
              })
            }
          >
            Add topping
          </AddRowButton>
        </FormSection>
        <Divider />
        <FormSection title="Selling pizzas">
          {FLAGS.map((flag) => (
            <FormControlLabel
              key={flag.key}
              sx={{ alignItems: 'flex-start', m: 0, gap: 1 }}
              control={
                <Switch
                  checked={draft[flag.key]}
                  disabled={disabled}
                  onChange={(event) => change({ ...draft, [flag.key]: event.target.checked })}
                />
              }
              label={
                <span>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600, pt: 1 }}>
                    {flag.label}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {flag.hint}
                  </Typography>
                </span>
              }
            />
          ))}
        </FormSection>
        <MenuFormFooter
          failure={failure}
          shown={form.attempted ? form.shown : []}
          cancelTo={paths.menu}
          busy={busy}
          saveLabel="Save pizza settings"
          disabled={!isAdmin}
        />
      </Stack>
    </Card>
  );
}
