import type { ItemSpec } from '@resto/domain';

export interface AvailabilityChip {
  label: string;
  tone: 'default' | 'warning' | 'error';
}

/** What limits where or when an item can be ordered, as short chips; nothing when it sells everywhere. */
export function availabilityChips(item: ItemSpec): AvailabilityChip[] {
  const chips: AvailabilityChip[] = [];
  if (!item.available) chips.push({ label: 'Hidden', tone: 'warning' });
  const types = [
    ['pickup', 'Pickup'],
    ['delivery', 'Delivery'],
    ['dineIn', 'Dine-in'],
  ] as const;
  const offered = types.filter(([key]) => item.availableFor[key]);
  if (offered.length === 0) chips.push({ label: 'No order types', tone: 'warning' });
  else if (offered.length < types.length)
    chips.push({ label: `${offered.map(([, label]) => label).join(' & ')} only`, tone: 'default' });
  const systems = item.applicableOrderingSystem;
  if (item.type !== 'custom') {
    if (!systems.pos && !systems.online && !systems.uberEats)
      chips.push({ label: 'Not sold anywhere', tone: 'warning' });
    else {
      if (!systems.online) chips.push({ label: 'Not online', tone: 'default' });
      if (!systems.pos) chips.push({ label: 'Not on POS', tone: 'default' });
      // Off the marketplace is the default until one is connected, so only the exception is marked.
      if (systems.uberEats) chips.push({ label: 'On Uber Eats', tone: 'default' });
    }
  } else {
    chips.push({ label: 'POS only', tone: 'default' });
  }
  if (item.availableWeeklyHours) chips.push({ label: 'Set hours', tone: 'default' });
  if (item.isAlcohol) chips.push({ label: 'Alcohol', tone: 'default' });
  return chips;
}
