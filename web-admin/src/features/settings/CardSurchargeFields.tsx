import Stack from '@mui/material/Stack';
import type { CardSurcharge } from '@resto/domain';
import type { FieldProblems } from '@resto/web-common';
import { MoneyField } from '@resto/web-common';
import { FormSection } from '../../shared/FormSection';
import { NumberField } from '../../shared/NumberField';

export interface CardSurchargeFieldsProps {
  title: string;
  description: string;
  value: CardSurcharge;
  onChange: (value: CardSurcharge) => void;
  /** Problems by field path, and the path of this surcharge ('creditCard'). */
  problems: FieldProblems;
  path: string;
  /** The store's currency symbol. */
  symbol: string;
  disabled: boolean;
}

/** A card surcharge: percentage + fixed amount, optionally only below an amount. */
export function CardSurchargeFields({
  title,
  description,
  value,
  onChange,
  problems,
  path,
  symbol,
  disabled,
}: CardSurchargeFieldsProps) {
  return (
    <FormSection title={title} description={description}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberField
          label="Percentage"
          unit="%"
          value={value.percentage}
          onChange={(percentage) => onChange({ ...value, percentage })}
          problem={problems[`${path}.percentage`]}
          helperText="Of the amount paid, e.g. 1.5"
          disabled={disabled}
          fullWidth
        />
        <MoneyField
          label="Fixed amount"
          symbol={symbol}
          value={value.amountInCents}
          onChange={(amountInCents) => onChange({ ...value, amountInCents: amountInCents ?? 0 })}
          problem={problems[`${path}.amountInCents`]}
          helperText="Added to every surcharged payment"
          disabled={disabled}
          fullWidth
        />
      </Stack>
      <MoneyField
        label="Only for payments under"
        symbol={symbol}
        optional
        value={value.applicableBelowAmount}
        onChange={(applicableBelowAmount) => {
          const { applicableBelowAmount: _previous, ...rest } = value;
          onChange(applicableBelowAmount === undefined ? rest : { ...rest, applicableBelowAmount });
        }}
        problem={problems[`${path}.applicableBelowAmount`]}
        helperText="Leave empty to surcharge every card payment"
        disabled={disabled}
      />
    </FormSection>
  );
}
