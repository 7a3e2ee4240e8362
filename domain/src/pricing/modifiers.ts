import type { ModifierGroup, ModifiersValue } from '../menu/menu';
import type { Cents } from '../money/money';
import { type Priced, priced, problem } from './problems';

export interface ChosenModifiers {
  /** Sum of chosen options' extra charges × how many times each was chosen. */
  extraCharge: Cents;
  /** "Garlic sauce", "Extra shot ×2" */
  descriptions: string[];
}

/**
 * Checks chosen options against the groups' rules and adds up their extra charges. Groups left out of
 * `value` count as nothing chosen, so a group with `min` ≥ 1 must be answered.
 */
export function priceModifiers(
  groups: readonly ModifierGroup[],
  value: ModifiersValue,
  itemName: string,
): Priced<ChosenModifiers> {
  for (const groupId of Object.keys(value)) {
    if (!groups.some((group) => group.id === groupId)) {
      return problem('Not Found', `Some options chosen for ${itemName} are no longer available`);
    }
  }
  let extraCharge = 0;
  const descriptions: string[] = [];
  for (const group of groups) {
    const chosen = Object.entries(value[group.id] ?? {});
    let count = 0;
    for (const [optionId, times] of chosen) {
      const option = group.options.find((candidate) => candidate.id === optionId);
      if (!option) return problem('Not Found', `Some options chosen for ${itemName} are no longer available`);
      if (times > 1 && !group.allowMultiple) {
        return problem('Invalid Selection', `"${option.name}" can only be chosen once for ${itemName}`);
      }
      count += times;
      extraCharge += option.extraCharge * times;
      descriptions.push(times > 1 ? `${option.name} ×${times}` : option.name);
    }
    if (count < group.min) {
      // Group names are often phrased as a prompt ("Choose a 1.25 L drink"), so the message names
      // the group rather than wrapping it in another "Choose".
      const needed = group.min === 1 ? 'a choice' : `${group.min} choices`;
      return problem('Invalid Selection', `${itemName} needs ${needed} in "${group.name}"`);
    }
    if (count > group.max) {
      return problem('Invalid Selection', `Choose at most ${group.max} from "${group.name}" for ${itemName}`);
    }
  }
  return priced({ extraCharge, descriptions });
}
