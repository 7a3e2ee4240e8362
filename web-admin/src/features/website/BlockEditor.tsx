import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  IMAGE_ASPECT_RATIOS,
  MAX_GALLERY_IMAGES,
  type PublishedMenu,
  type WebsiteBlock,
  type WebsiteBlockType,
} from '@resto/domain';
import { type FieldProblems, ImageUpload } from '@resto/web-common';

/** A block while it is edited: an image block may still lack its picture (the save says so). */
export type DraftBlock =
  | WebsiteBlock
  | (Omit<Extract<WebsiteBlock, { type: 'image' }>, 'image'> & { image?: undefined });

let counter = 0;
function newBlockId(): string {
  counter += 1;
  return `b${Date.now().toString(36)}${counter}`;
}

/** A new block of `type` with words to replace. */
export function newBlock(type: WebsiteBlockType, menu: PublishedMenu | undefined): DraftBlock {
  const id = newBlockId();
  switch (type) {
    case 'heading':
      return { id, type, text: 'A new heading', level: 2 };
    case 'richText':
      return { id, type, text: 'Write something here.' };
    case 'image':
      return { id, type, alt: '', caption: '', aspectRatio: '4x3' };
    case 'gallery':
      return { id, type, aspectRatio: 'square', images: [] };
    case 'menuSection':
      return { id, type, categoryId: menu?.categories[0]?.id ?? 'none', maxItems: 6 };
    case 'openingHours':
      return { id, type, title: 'Opening hours' };
    case 'map':
      return { id, type, title: 'Find us' };
    case 'contactForm':
      return { id, type, title: 'Send us a message', intro: '' };
    case 'callToAction':
      return { id, type, text: 'Order now', action: 'order', href: '' };
  }
}

const RATIOS = IMAGE_ASPECT_RATIOS.map((ratio) => ({ id: ratio.id, label: ratio.label }));

/** The fields of one block. `problems` are keyed by path inside the block ("text", "images.0.alt"). */
export function BlockFields({
  block,
  onChange,
  restaurantId,
  menu,
  problems,
  disabled,
}: {
  block: DraftBlock;
  onChange: (block: DraftBlock) => void;
  restaurantId: string;
  menu: PublishedMenu | undefined;
  problems: FieldProblems;
  disabled: boolean;
}) {
  const text = (name: string, label: string, value: string, max: number, extra: object = {}) => (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange({ ...block, [name]: event.target.value } as DraftBlock)}
      error={Boolean(problems[name])}
      helperText={problems[name]}
      disabled={disabled}
      slotProps={{ htmlInput: { maxLength: max } }}
      {...extra}
    />
  );
  switch (block.type) {
    case 'heading':
      return (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr 140px' } }}>
          {text('text', 'Heading', block.text, 120)}
          <TextField
            select
            size="small"
            label="Size"
            value={block.level}
            onChange={(event) => onChange({ ...block, level: Number(event.target.value) as 2 | 3 })}
            disabled={disabled}
          >
            <MenuItem value={2}>Large</MenuItem>
            <MenuItem value={3}>Small</MenuItem>
          </TextField>
        </Box>
      );
    case 'richText':
      return text('text', 'Text', block.text, 5000, {
        multiline: true,
        minRows: 3,
        helperText:
          problems.text ??
          'Blank lines start paragraphs; "- " starts a list item; **bold**; [words](https://link).',
      });
    case 'image':
      return (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <ImageUpload
            restaurantId={restaurantId}
            value={block.image}
            onChange={(image) => onChange({ ...block, image } as DraftBlock)}
            aspectRatio={block.aspectRatio}
            label="Picture"
            helperText={problems.image ? 'Add a picture' : undefined}
            disabled={disabled}
            previewWidth={240}
          />
          <RatioField
            value={block.aspectRatio}
            onChange={(aspectRatio) => onChange({ ...block, aspectRatio })}
            disabled={disabled}
          />
          {text('alt', 'Describe the picture (for screen readers and search)', block.alt, 150)}
          {text('caption', 'Caption (optional)', block.caption, 200)}
        </Box>
      );
    case 'gallery':
      return (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <RatioField
            value={block.aspectRatio}
            onChange={(aspectRatio) => onChange({ ...block, aspectRatio })}
            disabled={disabled}
          />
          {block.images.map((entry, index) => (
            <Box key={entry.image.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, display: 'grid', gap: 1 }}>
                <ImageUpload
                  restaurantId={restaurantId}
                  value={entry.image}
                  onChange={(image) =>
                    image &&
                    onChange({
                      ...block,
                      images: block.images.map((item, at) => (at === index ? { ...item, image } : item)),
                    })
                  }
                  aspectRatio={block.aspectRatio}
                  label={`Picture ${index + 1}`}
                  disabled={disabled}
                  previewWidth={160}
                />
                <TextField
                  size="small"
                  label="Describe the picture"
                  value={entry.alt}
                  onChange={(event) =>
                    onChange({
                      ...block,
                      images: block.images.map((item, at) =>
                        at === index ? { ...item, alt: event.target.value } : item,
                      ),
                    })
                  }
                  error={Boolean(problems[`images.${index}.alt`])}
                  helperText={problems[`images.${index}.alt`]}
                  disabled={disabled}
                  slotProps={{ htmlInput: { maxLength: 150 } }}
                />
              </Box>
              <IconButton
                aria-label={`Remove picture ${index + 1}`}
                onClick={() => onChange({ ...block, images: block.images.filter((_, at) => at !== index) })}
                disabled={disabled}
              >
                <DeleteOutlineRounded />
              </IconButton>
            </Box>
          ))}
          {block.images.length < MAX_GALLERY_IMAGES && (
            <GalleryAdd
              restaurantId={restaurantId}
              aspectRatio={block.aspectRatio}
              disabled={disabled}
              onAdd={(image) =>
                onChange({ ...block, images: [...block.images, { image, alt: '', caption: '' }] })
              }
            />
          )}
          {problems.images && <Box sx={{ color: 'error.main', fontSize: 14 }}>{problems.images}</Box>}
        </Box>
      );
    case 'menuSection':
      return (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr 160px' } }}>
          <TextField
            select
            size="small"
            label="Menu category"
            value={
              menu?.categories.some((category) => category.id === block.categoryId) ? block.categoryId : ''
            }
            onChange={(event) => onChange({ ...block, categoryId: event.target.value })}
            error={Boolean(problems.categoryId)}
            helperText={
              problems.categoryId ??
              (menu ? 'Dishes and prices come from your published menu.' : 'Publish a menu first.')
            }
            disabled={disabled || !menu}
          >
            {(menu?.categories ?? []).map((category) => (
              <MenuItem key={category.id} value={category.id}>
                {category.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label="Dishes shown"
            value={block.maxItems}
            onChange={(event) => onChange({ ...block, maxItems: Number(event.target.value) })}
            error={Boolean(problems.maxItems)}
            helperText={problems.maxItems ?? '1 to 24'}
            disabled={disabled}
          />
        </Box>
      );
    case 'openingHours':
    case 'map':
      return text('title', 'Title', block.title, 80, {
        helperText:
          block.type === 'map'
            ? 'Shows the store address with an Open in Maps link.'
            : 'Shows the store trading hours.',
      });
    case 'contactForm':
      return (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {text('title', 'Title', block.title, 80)}
          {text('intro', 'Introduction (optional)', block.intro, 400, { multiline: true, minRows: 2 })}
        </Box>
      );
    case 'callToAction':
      return (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr 180px' } }}>
          {text('text', 'Button text', block.text, 80)}
          <TextField
            select
            size="small"
            label="Opens"
            value={block.action}
            onChange={(event) =>
              onChange({ ...block, action: event.target.value as 'order' | 'book' | 'link' })
            }
            disabled={disabled}
          >
            <MenuItem value="order">Online ordering</MenuItem>
            <MenuItem value="book">Table booking</MenuItem>
            <MenuItem value="link">A web address</MenuItem>
          </TextField>
          {block.action === 'link' &&
            text('href', 'Web address', block.href, 2000, { sx: { gridColumn: '1 / -1' } })}
        </Box>
      );
  }
}

function RatioField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: (typeof RATIOS)[number]['id']) => void;
  disabled: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label="Shape"
      value={value}
      onChange={(event) => onChange(event.target.value as (typeof RATIOS)[number]['id'])}
      disabled={disabled}
      sx={{ maxWidth: 200 }}
    >
      {RATIOS.map((ratio) => (
        <MenuItem key={ratio.id} value={ratio.id}>
          {ratio.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function GalleryAdd({
  restaurantId,
  aspectRatio,
  disabled,
  onAdd,
}: {
  restaurantId: string;
  aspectRatio: (typeof RATIOS)[number]['id'];
  disabled: boolean;
  onAdd: (image: NonNullable<Extract<WebsiteBlock, { type: 'image' }>['image']>) => void;
}) {
  return (
    <Box>
      <ImageUpload
        restaurantId={restaurantId}
        value={undefined}
        onChange={(image) => image && onAdd(image)}
        aspectRatio={aspectRatio}
        label="Add a picture"
        disabled={disabled}
        previewWidth={160}
      />
    </Box>
  );
}
