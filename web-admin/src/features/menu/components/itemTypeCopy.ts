import type { ItemType } from '@resto/domain';

export interface ItemTypeCopy {
  /** "Pizza", shown on chips. */
  label: string;
  /** "Add a pizza", in the Add menu. */
  addLabel: string;
  /** One line under the add label. */
  hint: string;
}

export const ITEM_TYPE_COPY: Record<ItemType, ItemTypeCopy> = {
  basic: {
    label: 'Item',
    addLabel: 'Basic item',
    hint: 'A price, with optional choices like sauces or sizes',
  },
  pizza: { label: 'Pizza', addLabel: 'Pizza', hint: 'A price per pizza size, with removable toppings' },
  halfAndHalf: {
    label: 'Half & half',
    addLabel: 'Half-and-half',
    hint: 'Customers combine two of your pizzas in one size',
  },
  deal: { label: 'Deal', addLabel: 'Deal', hint: 'Items and pizzas bundled at one price' },
  custom: {
    label: 'Custom',
    addLabel: 'Custom item',
    hint: 'POS only: the cashier types the name and price',
  },
};

/** The order item types appear in the Add menu. */
export const ITEM_TYPES_IN_ADD_ORDER: ItemType[] = ['basic', 'pizza', 'halfAndHalf', 'deal', 'custom'];
