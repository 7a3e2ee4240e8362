import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ModifierGroup, ModifierOption } from '@resto/domain';
import {
  AddRowButton,
  PathTextField,
  patchAt,
  RemoveRowButton,
  RowCards,
  removeAt,
  WholeNumberField,
} from './EditableList';
import { MoneyField } from './fields/MoneyField';
import { newLocalId, newModifierGroup } from './itemDraft';

export interface ModifierGroupsEditorProps {
  groups: readonly ModifierGroup[];
  onChange: (groups: ModifierGroup[]) => void;
  /** Form path of the list: 'modifiers', 'items.0.modifiers'. */
  path: string;
  problem: (path: string) => string | undefined;
  disabled?: boolean;
  symbol?: string;
  /** Under the list when it is empty. */
  emptyHint?: string;
}

/** In words, what a customer must do with a group: "Required · choose 1", "Optional · up to 3". */
export function groupRuleText(group: Pick<ModifierGroup, 'min' | 'max' | 'allowMultiple'>): string {
  const { min, max } = group;
  if (!Number.isInteger(min) || !Number.isInteger(max)) return '';
  const count = min === max ? `choose ${min}` : min > 0 ? `choose ${min} to ${max}` : `up to ${max}`;
  const repeat = group.allowMultiple ? ', the same option more than once allowed' : '';
  return `${min > 0 ? 'Required' : 'Optional'} · ${count}${repeat}`;
}

/** Modifier groups ("Choose your sauce") with their options and extra charges. */
export function ModifierGroupsEditor({
  groups,
  onChange,
  path,
  problem,
  disabled,
  symbol,
  emptyHint = 'No choices yet. Add a group for things like sauces, sides or extras.',
}: ModifierGroupsEditorProps) {
  const setGroup = (index: number, patch: Partial<ModifierGroup>) => onChange(patchAt(groups, index, patch));

  return (
    <Stack spacing={2}>
      {groups.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {emptyHint}
        </Typography>
      )}
      <RowCards rows={groups} path={path} noun="Group" describe={(label) => `Modifier group ${label}`}>
        {(group, index, at, label) => {
          const setOption = (optionIndex: number, patch: Partial<ModifierOption>) =>
            setGroup(index, { options: patchAt(group.options, optionIndex, patch) });
          return (
            <>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <PathTextField
                  label="Group name"
                  path={`${at}.name`}
                  problem={problem}
                  value={group.name}
                  placeholder="Choose your sauce"
                  disabled={disabled}
                  onChange={(event) => setGroup(index, { name: event.target.value })}
                  fullWidth
                />
                <RemoveRowButton
                  label={`Remove group ${label}`}
                  disabled={disabled}
                  onClick={() => onChange(removeAt(groups, index))}
                  sx={{ mt: 1 }}
                />
              </Stack>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <WholeNumberField
                  label="Minimum"
                  path={`${at}.min`}
                  problem={problem}
                  value={group.min}
                  disabled={disabled}
                  onValue={(min) => setGroup(index, { min })}
                  helperText="0 = optional"
                  min={0}
                  max={10}
                  sx={{ width: { sm: 140 } }}
                />
                <WholeNumberField
                  label="Maximum"
                  path={`${at}.max`}
                  problem={problem}
                  value={group.max}
                  disabled={disabled}
                  onValue={(max) => setGroup(index, { max })}
                  min={1}
                  max={10}
                  sx={{ width: { sm: 140 } }}
                />
                <FormControlLabel
                  sx={{ pt: { sm: 1 } }}
                  control={
                    <Switch
                      checked={group.allowMultiple}
                      disabled={disabled}
                      onChange={(event) => setGroup(index, { allowMultiple: event.target.checked })}
                    />
                  }
                  label="Same option more than once"
                />
              </Stack>
              {groupRuleText(group) && (
                <Box>
                  <Chip
                    size="small"
                    color={group.min > 0 ? 'primary' : 'default'}
                    label={groupRuleText(group)}
                  />
                </Box>
              )}
              <Stack spacing={1.5}>
                <Typography variant="subtitle2" component="p">
                  Options
                </Typography>
                {group.options.map((option, optionIndex) => {
                  const optionPath = `${at}.options.${optionIndex}`;
                  return (
                    <Stack
                      key={option.id}
                      direction={{ xs: 'column', sm: 'row' }}
                      spacing={1}
                      sx={{ alignItems: { sm: 'flex-start' } }}
                    >
                      <PathTextField
                        label="Option name"
                        path={`${optionPath}.name`}
                        problem={problem}
                        size="small"
                        value={option.name}
                        disabled={disabled}
                        onChange={(event) => setOption(optionIndex, { name: event.target.value })}
                        sx={{ flex: 2 }}
                      />
                      <Stack direction="row" spacing={1} sx={{ flex: 1, alignItems: 'flex-start' }}>
                        <MoneyField
                          label="Extra charge"
                          name={`${optionPath}.extraCharge`}
                          size="small"
                          symbol={symbol}
                          cents={option.extraCharge}
                          disabled={disabled}
                          onChange={(extraCharge) => setOption(optionIndex, { extraCharge })}
                          error={problem(`${optionPath}.extraCharge`)}
                          fullWidth
                        />
                        <RemoveRowButton
                          label={`Remove option ${option.name.trim() || optionIndex + 1} of ${label}`}
                          disabled={disabled}
                          onClick={() => setGroup(index, { options: removeAt(group.options, optionIndex) })}
                        />
                      </Stack>
                    </Stack>
                  );
                })}
                {problem(`${at}.options`) && (
                  <FormHelperText error>{problem(`${at}.options`)}</FormHelperText>
                )}
                <AddRowButton
                  variant="text"
                  size="small"
                  disabled={disabled}
                  onClick={() =>
                    setGroup(index, {
                      options: [...group.options, { id: newLocalId('option'), name: '', extraCharge: 0 }],
                    })
                  }
                >
                  Add option
                </AddRowButton>
              </Stack>
            </>
          );
        }}
      </RowCards>
      <AddRowButton disabled={disabled} onClick={() => onChange([...groups, newModifierGroup()])}>
        Add modifier group
      </AddRowButton>
    </Stack>
  );
}
