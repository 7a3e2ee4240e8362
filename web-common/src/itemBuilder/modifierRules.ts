import type { ModifierGroup, ModifiersValue } from '@resto/domain';

/** How a modifier group is answered and described; the domain's priceModifiers stays the judge. */

export type GroupControl = 'radio' | 'checkbox' | 'counter';

/** One choice → radios; several different options → checkboxes; the same option more than once → counters. */
export function groupControl(group: ModifierGroup): GroupControl {
  if (group.allowMultiple) return 'counter';
  return group.max === 1 ? 'radio' : 'checkbox';
}

/** "Choose 1", "Choose up to 3", "Choose 2 to 4", "Choose 2". */
export function groupHint(group: ModifierGroup): string {
  if (group.min === group.max) return `Choose ${group.max}`;
  if (group.min === 0) return group.max === 1 ? 'Choose up to 1' : `Choose up to ${group.max}`;
  return `Choose ${group.min} to ${group.max}`;
}

export function chosenCount(value: ModifiersValue, groupId: string): number {
  return Object.values(value[groupId] ?? {}).reduce((sum, times) => sum + times, 0);
}

/** How many more the customer must choose before the item can be added (0 when satisfied). */
export function stillToChoose(group: ModifierGroup, value: ModifiersValue): number {
  return Math.max(0, group.min - chosenCount(value, group.id));
}

/** Sets how many times one option is chosen (0 removes it), leaving other groups alone. */
export function withOptionCount(
  value: ModifiersValue,
  groupId: string,
  optionId: string,
  times: number,
): ModifiersValue {
  const group = { ...(value[groupId] ?? {}) };
  if (times > 0) group[optionId] = times;
  else delete group[optionId];
  const next = { ...value };
  if (Object.keys(group).length > 0) next[groupId] = group;
  else delete next[groupId];
  return next;
}

/** Replaces the group's answer with exactly one option (radios); '' clears it. */
export function withSingleOption(value: ModifiersValue, groupId: string, optionId: string): ModifiersValue {
  const next = { ...value };
  if (optionId) next[groupId] = { [optionId]: 1 };
  else delete next[groupId];
  return next;
}
