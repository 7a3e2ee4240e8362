import { type PizzaSettings, ZPizzaSettings } from '@resto/domain';
import { type FieldProblems, schemaProblems } from '@resto/web-common';

/** Ids new sizes and toppings get from their names ("Extra large" → "extra-large"), unique in the list. */
export function idFromName(name: string, taken: ReadonlySet<string>, fallback: string): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || fallback;
  if (!taken.has(slug)) return slug;
  let suffix = 2;
  while (taken.has(`${slug}-${suffix}`)) suffix += 1;
  return `${slug}-${suffix}`;
}

/** A row the person added in this visit: its id still follows its name. Saved rows keep their ids, as pizzas refer to them. */
export interface Fresh {
  fresh?: boolean;
  /** React key of a fresh row, whose id changes while its name is typed. */
  rowKey?: string;
}

/** A stable React key for a row. */
export const rowKeyOf = (row: { id: string } & Fresh) => row.rowKey ?? row.id;

export type SizeRow = PizzaSettings['sizes'][number] & Fresh;
export type ToppingRow = PizzaSettings['toppings'][number] & Fresh;

export interface PizzaSettingsDraft extends Omit<PizzaSettings, 'sizes' | 'toppings'> {
  sizes: SizeRow[];
  toppings: ToppingRow[];
}

export function defaultPizzaSettings(): PizzaSettingsDraft {
  return {
    pizzaAvailable: true,
    halfAndHalfAvailable: true,
    enableDealAndHalfAndHalfConversion: false,
    sizes: [],
    toppings: [],
  };
}

/** Gives fresh rows ids from their names, once per change, so ids stay unique as names are typed. */
export function withFreshIds(draft: PizzaSettingsDraft): PizzaSettingsDraft {
  const assign = <T extends { id: string; name: string } & Fresh>(rows: T[], fallback: string): T[] => {
    const taken = new Set(rows.filter((row) => !row.fresh).map((row) => row.id));
    return rows.map((row) => {
      if (!row.fresh) return row;
      const id = idFromName(row.name, taken, fallback);
      taken.add(id);
      return { ...row, id };
    });
  };
  const sizes = assign(draft.sizes, 'size');
  // Topping prices are keyed by size id: follow a fresh size's id as its name changes.
  const renamed = new Map(draft.sizes.map((size, index) => [size.id, sizes[index]?.id ?? size.id]));
  const toppings = assign(draft.toppings, 'topping').map((topping) => ({
    ...topping,
    prices: Object.fromEntries(
      Object.entries(topping.prices)
        .filter(([sizeId]) => renamed.has(sizeId))
        .map(([sizeId, cents]) => [renamed.get(sizeId) ?? sizeId, cents]),
    ),
  }));
  return { ...draft, sizes, toppings };
}

/** The body of `PUT /settings/pizza`: the domain's PizzaSettings, without the editor's markers. */
export function pizzaSettingsBody(draft: PizzaSettingsDraft): PizzaSettings {
  return {
    ...draft,
    sizes: draft.sizes.map(({ fresh: _fresh, rowKey: _rowKey, ...size }) => size),
    toppings: draft.toppings.map(({ fresh: _fresh, rowKey: _rowKey, ...topping }) => topping),
  };
}

export function pizzaSettingsProblemsOf(draft: PizzaSettingsDraft): FieldProblems {
  return schemaProblems(ZPizzaSettings, pizzaSettingsBody(draft));
}
