import LeafRounded from '@mui/icons-material/EnergySavingsLeafRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  ALLERGEN_DECLARATION_LEVEL_LABELS,
  ALLERGEN_DECLARATION_LEVELS,
  allergenName,
  type PublishedItem,
} from '@resto/domain';
import { Pill } from './Pill';

/** The item's label ("Best seller") and dietary label ("Vegan") as small pills. */
export function ItemLabels({ item }: { item: PublishedItem }) {
  if (!item.label && !item.dietary) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
      {item.dietary && (
        <Pill
          icon={<LeafRounded aria-hidden />}
          sx={{ bgcolor: '#E6F2EC', color: '#1E5B3F', '& > svg': { color: '#2F7A55' } }}
        >
          {item.dietary}
        </Pill>
      )}
      {item.label && <Pill sx={{ bgcolor: '#FCEBDD', color: '#7A3A12' }}>{item.label}</Pill>}
    </Box>
  );
}

/**
 * Allergens in words with a warning icon: "Contains: Wheat, Milk. May contain: Eggs." `compact`
 * shows only what the item contains (menu cards); builders show every declaration.
 */
export function AllergenLine({ item, compact = false }: { item: PublishedItem; compact?: boolean }) {
  const levels = compact ? (['CONTAINS'] as const) : ALLERGEN_DECLARATION_LEVELS;
  const parts = levels
    .filter((level) => item.allergenInfo[level].length > 0)
    .map(
      (level) =>
        `${ALLERGEN_DECLARATION_LEVEL_LABELS[level]}: ${item.allergenInfo[level].map(allergenName).join(', ')}.`,
    );
  if (parts.length === 0) return null;
  return (
    <Typography
      variant="caption"
      component="p"
      sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', color: 'text.secondary', lineHeight: 1.4 }}
    >
      <WarningAmberRounded aria-hidden sx={{ fontSize: 15, mt: '1px', color: '#9A6A00' }} />
      <span>
        <Box
          component="span"
          sx={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        >
          Allergens.{' '}
        </Box>
        {parts.join(' ')}
      </span>
    </Typography>
  );
}
