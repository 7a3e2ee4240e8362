import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { allergenName, type KdsTicketHalf, type KdsTicketItem, type KdsTicketPart } from '@resto/domain';

export interface TicketItemLineProps {
  item: KdsTicketItem;
  /** False on called-off tickets: nothing left to tick. */
  interactive: boolean;
  onToggle: () => void;
}

const ADDED = '#7EE0A6';
const REMOVED = '#FF8F80';

/** "Large Margherita": the size belongs in front of the name, where the cook reads it first. */
export function itemTitle(item: Pick<KdsTicketItem, 'name' | 'sizeName'>): string {
  const { name, sizeName } = item;
  // "Half & half (large)" already says its size.
  if (!sizeName || name.toLowerCase().includes(sizeName.toLowerCase())) return name;
  return `${sizeName} ${name}`;
}

function ToppingChanges({ added, removed }: { added: readonly string[]; removed: readonly string[] }) {
  if (added.length === 0 && removed.length === 0) return null;
  return (
    <>
      {added.map((name) => (
        <Typography key={`+${name}`} component="span" sx={{ color: ADDED, fontWeight: 600, mr: 1.25 }}>
          + {name}
        </Typography>
      ))}
      {removed.map((name) => (
        <Typography key={`-${name}`} component="span" sx={{ color: REMOVED, fontWeight: 600, mr: 1.25 }}>
          − No {name}
        </Typography>
      ))}
    </>
  );
}

function Halves({ halves }: { halves: readonly KdsTicketHalf[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {halves.map((half, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a ticket's halves never reorder; two may share a name.
        <Box component="li" key={`${half.name}-${index}`} sx={{ lineHeight: 1.45 }}>
          <Typography component="span" sx={{ fontWeight: 700, mr: 1 }}>
            ½ {half.name}
          </Typography>
          <ToppingChanges added={half.toppingsAdded} removed={half.toppingsRemoved} />
        </Box>
      ))}
    </Box>
  );
}

/** Options, topping changes and halves of a line or of one part of a deal. */
function Preparation({ part }: { part: Omit<KdsTicketPart, 'name' | 'quantity'> }) {
  const hasToppings = part.toppingsAdded.length > 0 || part.toppingsRemoved.length > 0;
  return (
    <>
      {part.modifiers.length > 0 && (
        <Typography sx={{ color: 'text.secondary', fontSize: '1rem', lineHeight: 1.4 }}>
          {part.modifiers.join(' · ')}
        </Typography>
      )}
      {hasToppings && (
        <Box sx={{ lineHeight: 1.45 }}>
          <ToppingChanges added={part.toppingsAdded} removed={part.toppingsRemoved} />
        </Box>
      )}
      {part.halves.length > 0 && <Halves halves={part.halves} />}
    </>
  );
}

/** Kitchen shorthand where the full name is too long to scan (the rest use the domain's names). */
const SHORT_ALLERGEN_NAMES: Readonly<Record<string, string>> = {
  GLUTEN: 'Gluten',
  BEE_PRODUCTS: 'Honey',
  PRAWNS: 'Prawns',
};

export function allergenLabel(code: string): string {
  return SHORT_ALLERGEN_NAMES[code] ?? allergenName(code);
}

/** Allergens as compact pills: solid red for "contains", amber outline for "may contain". */
function Allergens({ item }: { item: KdsTicketItem }) {
  const { contains, mayContain } = item.allergens;
  if (contains.length === 0 && mayContain.length === 0) return null;
  const pill = {
    px: 0.75,
    py: '1px',
    borderRadius: 1,
    fontSize: '0.8rem',
    fontWeight: 700,
    lineHeight: 1.5,
    whiteSpace: 'nowrap',
  } as const;
  return (
    <Box
      role="group"
      aria-label={[
        contains.length > 0 ? `Contains ${contains.map(allergenLabel).join(', ')}` : '',
        mayContain.length > 0 ? `May contain ${mayContain.map(allergenLabel).join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('. ')}
      sx={{ mt: 0.6, display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
    >
      <WarningAmberRounded
        sx={{ fontSize: 18, color: contains.length > 0 ? REMOVED : '#F2B233' }}
        aria-hidden
      />
      {contains.map((code) => (
        <Box component="span" key={code} aria-hidden sx={{ ...pill, bgcolor: '#C7372A', color: '#FFFFFF' }}>
          {allergenLabel(code)}
        </Box>
      ))}
      {mayContain.map((code) => (
        <Box
          component="span"
          key={code}
          aria-hidden
          sx={{ ...pill, border: '1px solid rgba(242, 178, 51, 0.8)', color: '#F7C96A' }}
        >
          may {allergenLabel(code)}
        </Box>
      ))}
    </Box>
  );
}

/**
 * One line of a ticket: quantity, name and everything the cook must get right. The whole line is a
 * toggle (a big target for wet or gloved fingers): tap to mark it done, tap again to undo.
 */
export function TicketItemLine({ item, interactive, onToggle }: TicketItemLineProps) {
  const done = item.status === 'DONE';
  const content = (
    <Box sx={{ display: 'flex', gap: 1.25, width: '100%', alignItems: 'flex-start', textAlign: 'left' }}>
      <Box
        sx={{
          minWidth: 38,
          height: 34,
          px: 0.75,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          fontSize: '1.2rem',
          bgcolor: item.quantity > 1 ? 'primary.main' : 'rgba(255,255,255,0.1)',
          color: item.quantity > 1 ? 'primary.contrastText' : 'text.primary',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {item.quantity}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, textDecoration: done ? 'line-through' : 'none' }}>
        <Typography sx={{ fontWeight: 700, fontSize: '1.2rem', lineHeight: 1.3, pt: '3px' }}>
          {itemTitle(item)}
        </Typography>
        <Preparation part={item} />
        {item.parts.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.25, p: 0 }}>
            {item.parts.map((part, index) => (
              <Box
                component="li"
                // biome-ignore lint/suspicious/noArrayIndexKey: a deal's parts never reorder; two may share a name.
                key={`${part.name}-${index}`}
                sx={{ pl: 1.25, borderLeft: '2px solid rgba(255,255,255,0.18)', mt: 0.5 }}
              >
                <Typography sx={{ fontWeight: 650, fontSize: '1.05rem' }}>
                  {part.quantity > 1 ? `${part.quantity} × ` : ''}
                  {itemTitle(part)}
                </Typography>
                <Preparation part={part} />
              </Box>
            ))}
          </Box>
        )}
        {item.comments && (
          <Typography
            sx={{
              mt: 0.5,
              px: 1,
              py: 0.25,
              borderRadius: 1,
              display: 'inline-block',
              bgcolor: 'rgba(255, 214, 102, 0.16)',
              color: '#FFD666',
              fontWeight: 600,
              fontStyle: 'italic',
            }}
          >
            “{item.comments}”
          </Typography>
        )}
        <Allergens item={item} />
      </Box>
      {interactive &&
        (done ? (
          <CheckCircleRounded sx={{ color: '#7EE0A6', fontSize: 30, mt: '2px' }} aria-hidden />
        ) : (
          <RadioButtonUncheckedRounded
            sx={{ color: 'text.secondary', fontSize: 30, mt: '2px' }}
            aria-hidden
          />
        ))}
    </Box>
  );

  const lineSx = {
    width: '100%',
    display: 'block',
    px: 1.5,
    py: 1.25,
    opacity: done ? 0.5 : 1,
    transition: 'opacity 120ms',
  } as const;

  if (!interactive) return <Box sx={lineSx}>{content}</Box>;
  return (
    <ButtonBase
      onClick={onToggle}
      aria-pressed={done}
      sx={{ ...lineSx, '&:hover, &.Mui-focusVisible': { bgcolor: 'rgba(255,255,255,0.05)' } }}
    >
      {content}
    </ButtonBase>
  );
}
