import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DealSelection, DealSpec, MenuCatalogue, PizzaSettings } from '@resto/domain';
import { BuilderSection } from './BuilderSection';
import { pizzasForSize } from './draftSelection';
import { ModifierGroupField } from './ModifierGroupField';
import { PizzaPicker } from './PizzaHalfPicker';
import { ToppingChangesField } from './ToppingChangesField';

type DealPizza = DealSelection['pizzas'][string];

/** Every slot of the deal: a pizza for each pizza slot (with its extras), options for its items. */
export function DealOptions({
  spec,
  settings,
  catalogue,
  selection,
  onChange,
}: {
  spec: DealSpec;
  settings: PizzaSettings | undefined;
  catalogue: MenuCatalogue;
  selection: DealSelection;
  onChange: (selection: DealSelection) => void;
}) {
  const setPizza = (slotId: string, pizza: DealPizza) =>
    onChange({ ...selection, pizzas: { ...selection.pizzas, [slotId]: pizza } });
  const plainItems = spec.items.filter((item) => item.modifiers.length === 0);
  return (
    <>
      {plainItems.length > 0 && (
        <BuilderSection title="Included">
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {plainItems.map((item) => (
              <Typography component="li" key={item.id}>
                {item.quantity > 1 ? `${item.quantity} × ` : ''}
                {item.name}
              </Typography>
            ))}
          </Box>
        </BuilderSection>
      )}
      {spec.pizzas.map((slot) => {
        const size = settings?.sizes.find((candidate) => candidate.id === slot.pizzaSizeId);
        const chosen: DealPizza = selection.pizzas[slot.id] ?? { addToppings: [], removeToppings: [] };
        const pizzas = pizzasForSize(slot.includedPizzaIds, slot.pizzaSizeId, catalogue, false);
        const pizza = pizzas.find((candidate) => candidate.id === chosen.pizzaId);
        return (
          <BuilderSection
            key={slot.id}
            title={slot.name}
            hint={size ? `${size.name} · choose 1` : 'Choose 1'}
            data-testid={`deal-slot-${slot.id}`}
          >
            <PizzaPicker
              name={slot.id}
              label={`Pizza for ${slot.name.toLowerCase()}`}
              pizzas={pizzas}
              value={chosen.pizzaId ?? ''}
              onChange={(pizzaId) =>
                setPizza(slot.id, { pizzaId, addToppings: chosen.addToppings, removeToppings: [] })
              }
            />
            {pizza && settings && (
              <ToppingChangesField
                pizza={pizza}
                sizeId={slot.pizzaSizeId}
                settings={settings}
                value={chosen}
                context={slot.name}
                onChange={(changes) => setPizza(slot.id, { ...chosen, ...changes })}
              />
            )}
          </BuilderSection>
        );
      })}
      {spec.items
        .filter((item) => item.modifiers.length > 0)
        .map((item) =>
          item.modifiers.map((group) => (
            <ModifierGroupField
              key={`${item.id}/${group.id}`}
              group={group}
              context={`${item.quantity > 1 ? `${item.quantity} × ` : ''}${item.name}`}
              value={selection.items[item.id]?.modifiersValue ?? {}}
              onChange={(modifiersValue) =>
                onChange({ ...selection, items: { ...selection.items, [item.id]: { modifiersValue } } })
              }
            />
          )),
        )}
      {spec.modifiers.map((group) => (
        <ModifierGroupField
          key={group.id}
          group={group}
          value={selection.modifiersValue}
          onChange={(modifiersValue) => onChange({ ...selection, modifiersValue })}
        />
      ))}
    </>
  );
}
