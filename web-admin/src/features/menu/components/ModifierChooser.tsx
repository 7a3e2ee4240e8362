import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CurrencyCode, formatMoney, type ModifierGroup, type ModifiersValue } from '@resto/domain';
import { groupRuleText } from './ModifierGroupsEditor';

export interface ModifierChooserProps {
  groups: readonly ModifierGroup[];
  value: ModifiersValue;
  onChange: (value: ModifiersValue) => void;
  currency: CurrencyCode;
  /** Prefix for accessible names when several choosers share a screen ("Garlic bread"). */
  owner?: string;
}

/** The customer's side of modifier groups: tick options (or count them when repeats are allowed). */
export function ModifierChooser({ groups, value, onChange, currency, owner }: ModifierChooserProps) {
  const setCount = (groupId: string, optionId: string, count: number, single: boolean) => {
    const current = single ? {} : { ...(value[groupId] ?? {}) };
    if (count > 0) current[optionId] = count;
    else delete current[optionId];
    onChange({ ...value, [groupId]: current });
  };
  return (
    <Stack spacing={1.5}>
      {groups.map((group) => {
        const chosen = value[group.id] ?? {};
        // With one choice allowed, ticking an option swaps it in, as radio buttons would.
        const single = group.max === 1 && !group.allowMultiple;
        return (
          <Stack
            key={group.id}
            role="group"
            aria-label={`${owner ? `${owner}: ` : ''}${group.name || 'Choices'}`}
          >
            <Typography variant="subtitle2" component="p">
              {group.name || 'Unnamed group'}{' '}
              <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                {groupRuleText(group)}
              </Typography>
            </Typography>
            {group.options.map((option) => {
              const count = chosen[option.id] ?? 0;
              const price =
                Number.isSafeInteger(option.extraCharge) && option.extraCharge > 0
                  ? ` +${formatMoney(option.extraCharge, currency)}`
                  : '';
              const name = `${option.name || 'Unnamed option'}${price}`;
              return group.allowMultiple ? (
                <Stack key={option.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <IconButton
                    size="small"
                    aria-label={`One less ${option.name}`}
                    disabled={count === 0}
                    onClick={() => setCount(group.id, option.id, count - 1, false)}
                  >
                    <RemoveRounded fontSize="small" />
                  </IconButton>
                  <Typography sx={{ minWidth: 16, textAlign: 'center' }}>{count}</Typography>
                  <IconButton
                    size="small"
                    aria-label={`One more ${option.name}`}
                    onClick={() => setCount(group.id, option.id, count + 1, false)}
                  >
                    <AddRounded fontSize="small" />
                  </IconButton>
                  <Typography variant="body2">{name}</Typography>
                </Stack>
              ) : (
                <FormControlLabel
                  key={option.id}
                  label={name}
                  control={
                    <Checkbox
                      size="small"
                      checked={count > 0}
                      onChange={(event) =>
                        setCount(group.id, option.id, event.target.checked ? 1 : 0, single)
                      }
                    />
                  }
                />
              );
            })}
          </Stack>
        );
      })}
    </Stack>
  );
}
