import type { BasicItemSpec, BasicSelection } from '@resto/domain';
import { ModifierGroupField } from './ModifierGroupField';

export function BasicOptions({
  spec,
  selection,
  onChange,
}: {
  spec: BasicItemSpec;
  selection: BasicSelection;
  onChange: (selection: BasicSelection) => void;
}) {
  return (
    <>
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
