import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type CurrencyCode,
  describeAllergenInfo,
  formatMoney,
  type ItemSpec,
  menuCatalogue,
  type PizzaSettings,
} from '@resto/domain';
import { OptimizedImage } from '@resto/web-common';
import { availabilityChips } from './availabilityChips';
import { ITEM_TYPE_COPY } from './itemTypeCopy';
import { groupRuleText } from './ModifierGroupsEditor';
import { priceSummary } from './priceSummary';

export interface ItemCustomerViewProps {
  item: ItemSpec;
  items: readonly ItemSpec[];
  pizzaSettings: PizzaSettings | undefined;
  currency: CurrencyCode;
  categoryName: string | undefined;
}

/** An item read-only, laid out the way a customer meets it: picture, name, price, what it comes with. */
export function ItemCustomerView({
  item,
  items,
  pizzaSettings,
  currency,
  categoryName,
}: ItemCustomerViewProps) {
  const catalogue = menuCatalogue(items, pizzaSettings);
  const allergens = describeAllergenInfo(item.allergenInfo);
  const name = (id: string) => catalogue.itemsById.get(id)?.name ?? 'Unknown pizza';
  const sizeName = (id: string) => pizzaSettings?.sizes.find((size) => size.id === id)?.name ?? id;
  return (
    <Card sx={{ overflow: 'hidden' }}>
      {item.image && (
        <OptimizedImage
          image={item.image}
          alt={item.name}
          width={720}
          aspectRatio="4x3"
          eager
          sx={{ width: '100%' }}
        />
      )}
      <Stack spacing={2} sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            {[categoryName, ITEM_TYPE_COPY[item.type].label].filter(Boolean).join(' · ')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h2" component="h2">
              {item.name}
            </Typography>
            {item.label && <Chip color="primary" size="small" label={item.label} />}
            {item.dietary && <Chip color="success" size="small" variant="outlined" label={item.dietary} />}
            {item.soldout && <Chip color="error" size="small" label="Sold out" />}
          </Stack>
          <Typography sx={{ fontWeight: 600, mt: 0.5 }}>
            {priceSummary(item, catalogue, pizzaSettings, currency)}
          </Typography>
        </Box>
        {item.description && <Typography sx={{ color: 'text.secondary' }}>{item.description}</Typography>}
        {item.type === 'pizza' && item.removeToppings.length > 0 && (
          <Typography variant="body2">Can be made without: {item.removeToppings.join(', ')}</Typography>
        )}
        {item.type === 'halfAndHalf' && (
          <Typography variant="body2">
            {sizeName(item.pizzaSizeId)} pizza, half and half from:{' '}
            {item.includedPizzaIds.map(name).join(', ') || 'no pizzas yet'}
          </Typography>
        )}
        {item.type === 'deal' && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {item.items.map((entry) => (
              <li key={entry.id}>
                <Typography variant="body2">
                  {entry.quantity > 1 ? `${entry.quantity} × ` : ''}
                  {entry.name}
                </Typography>
              </li>
            ))}
            {item.pizzas.map((slot) => (
              <li key={slot.id}>
                <Typography variant="body2">
                  {slot.name}: one of {slot.includedPizzaIds.map(name).join(', ')} (
                  {sizeName(slot.pizzaSizeId)})
                </Typography>
              </li>
            ))}
          </Box>
        )}
        {(item.type === 'basic' || item.type === 'deal') &&
          item.modifiers.map((group) => (
            <Box key={group.id}>
              <Typography variant="subtitle2">
                {group.name}{' '}
                <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                  {groupRuleText(group)}
                </Typography>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {group.options
                  .map((option) =>
                    option.extraCharge > 0
                      ? `${option.name} +${formatMoney(option.extraCharge, currency)}`
                      : option.name,
                  )
                  .join(' · ')}
              </Typography>
            </Box>
          ))}
        {allergens && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {allergens}
          </Typography>
        )}
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {availabilityChips(item).map((chip) => (
            <Chip key={chip.label} size="small" label={chip.label} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
