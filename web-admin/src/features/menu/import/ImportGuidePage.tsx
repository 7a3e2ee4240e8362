import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MAX_MENU_IMPORT_ROWS } from '@resto/domain';
import { PageHeader, usePageTitle } from '@resto/web-common';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { menuPaths } from '../components/menuPaths';
import { EXAMPLE_FILES, exampleFileHref } from './exampleFiles';

/** Our columns as the reader accepts them (domain/src/menuImport/columns.ts), in the owner's words. */
const COLUMNS: { name: string; also?: string; write: string; empty: string }[] = [
  {
    name: 'category',
    write: 'The category name, 3 to 30 characters. A new name adds the category.',
    empty: 'Required',
  },
  { name: 'name', also: 'item name, item', write: 'The item name, 2 to 100 characters.', empty: 'Required' },
  {
    name: 'type',
    also: 'item type',
    write: 'item, pizza or custom (priced at the till).',
    empty: 'pizza when sizes is filled, else item',
  },
  { name: 'description', write: 'Up to 400 characters.', empty: 'None' },
  {
    name: 'price',
    also: 'base price',
    write: 'Dollars: 12.5, $12.50 or 1,200.00.',
    empty: 'Required for an item',
  },
  {
    name: 'sizes',
    also: 'size prices',
    write: 'Pizzas: Small=14.00; Large=20.00, using the sizes of your pizza settings.',
    empty: 'Required for a pizza',
  },
  {
    name: 'modifiers',
    also: 'modifier groups',
    write: 'Choices, see "Choices in one cell" below.',
    empty: 'None',
  },
  {
    name: 'removableToppings',
    also: 'toppings',
    write: 'Pizzas: Basil; Onion (what a customer may leave off).',
    empty: 'None',
  },
  { name: 'label, dietary', write: '"Hot", "New"; "Vegan".', empty: 'None' },
  {
    name: 'contains, mayContain, freeFrom',
    also: 'allergens',
    write: 'Milk; Eggs; Tree nuts',
    empty: 'None',
  },
  { name: 'availableFor', write: 'pickup; delivery; dine in (or all).', empty: 'All' },
  { name: 'orderingSystems', also: 'show on', write: 'pos; online; uberEats (or all).', empty: 'All' },
  { name: 'soldOut, alcohol, gst, discounted', write: 'yes or no.', empty: 'no, no, yes, no' },
  { name: 'backgroundColor', also: 'colour', write: '#1a2b3c', empty: 'None' },
];

/** What each other system's export brings and leaves behind (the readers in domain/src/menuImport). */
const SYSTEMS: { name: string; export: string; brings: string; leaves: string; example?: string }[] = [
  {
    name: 'Square',
    export: 'Items → Actions → Export library → CSV.',
    brings:
      'Categories, items, descriptions, variations (as a required Size choice, each at its Square price) and whether an item is hidden from Square Online (kept for the POS only).',
    leaves:
      'Archived items, and the options of modifier sets (Square exports only their names, which the preview lists so you can add them). Items with variable pricing need a price.',
    example: 'square-item-library-example.csv',
  },
  {
    name: 'Toast',
    export:
      'Toast Web → Menus → Menu manager → Items (or Modifiers) → Export, choosing both menu items and modifiers.',
    brings:
      'Menu groups as categories, items, descriptions, size prices (as a required Size choice) and modifier groups with each modifier at its price, on the items the modifier rows name.',
    leaves:
      'Menu, time and location specific prices (the first price is used and the preview says so), modifier groups that name no item, and open-price items, which need a price.',
    example: 'toast-menu-export-example.csv',
  },
  {
    name: 'Lightspeed',
    export: 'Catalog → Products → Export (CSV), the layout of Lightspeed’s product import template.',
    brings:
      'Product categories, products, descriptions and variants of one handle (as a required Size choice, each at its retail price).',
    leaves:
      'Inactive products, combo components (set combos up as deals) and add-ons, which the export does not carry. Products without a retail price need one.',
    example: 'lightspeed-product-export-example.csv',
  },
];

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <Card variant="outlined" id={id}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * `/restaurants/:restaurantId/stores/:storeId/menu/import/guide`: the import guide the import's
 * problems point to, inside the admin so an owner never needs the source repository to read it.
 */
export default function ImportGuidePage() {
  usePageTitle('Menu import guide');
  const { restaurantId = '', storeId = '' } = useParams();
  const paths = menuPaths(restaurantId, storeId);
  const exampleButton = (fileName: string) => {
    const file = EXAMPLE_FILES.find((candidate) => candidate.fileName === fileName);
    return file ? (
      <Button
        size="small"
        startIcon={<DownloadRounded />}
        href={exampleFileHref(file.content, file.type)}
        download={file.fileName}
        sx={{ justifySelf: 'start' }}
      >
        {file.label}
      </Button>
    ) : null;
  };
  return (
    <Box sx={{ maxWidth: 1040, display: 'grid', gap: 2.5 }} data-testid="menu-import-guide">
      <PageHeader
        title="Menu import guide"
        subtitle="How to write a menu file, and what comes across from Square, Toast and Lightspeed exports."
        actions={
          <Button component={RouterLink} to={paths.importMenu} startIcon={<ArrowBackRounded />}>
            Import menu
          </Button>
        }
      />
      <Section title="How an import works">
        <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
          <li>One row per item. The first row is the header; row numbers are your spreadsheet's.</li>
          <li>
            An item with the same name in the same category is updated, everything else is added, so importing
            the same file twice never duplicates.
          </li>
          <li>
            The preview counts the items ready to import and lists every row that will be skipped with the
            column and what to fix; the other rows are imported. A file with no good row imports nothing.
          </li>
          <li>
            Files of up to 2 MB and {MAX_MENU_IMPORT_ROWS.toLocaleString()} rows, as CSV (saved from Excel,
            Numbers or Google Sheets as CSV UTF-8) or JSON.
          </li>
          <li>Half-and-half and deal items are added in the menu editor after the items they offer.</li>
        </Typography>
        {exampleButton('menu-import-example.csv')}
      </Section>
      <Section title="Columns" id="columns">
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Column names ignore case, spaces, "-" and "_". A column that is not listed here stops the file, so
          that a misspelt column never drops data silently: rename it or delete it.
        </Typography>
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Table size="small" aria-label="Import columns">
            <TableHead>
              <TableRow>
                <TableCell>Column</TableCell>
                <TableCell>What to write</TableCell>
                <TableCell>When empty</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {COLUMNS.map((column) => (
                <TableRow key={column.name}>
                  <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
                    {column.name}
                    {column.also && (
                      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                        also: {column.also}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{column.write}</TableCell>
                  <TableCell>{column.empty}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>
      <Section title="Choices in one cell" id="choices">
        <Box
          component="code"
          sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', whiteSpace: 'pre' }}
        >
          Size [1-1]: Half loaf; Full loaf +4.00 | Extras [0-3]: Cheese +1.50; Bacon +2.50
        </Box>
        <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
          <li>Groups are separated by "|"; options by ";".</li>
          <li>
            [1-1] means choose exactly one (required); [0-3] up to three; no brackets: optional, one choice.
          </li>
          <li>+1.50 after an option is what it adds to the price, in dollars.</li>
        </Typography>
      </Section>
      {SYSTEMS.map((system) => (
        <Section key={system.name} title={`From ${system.name}`} id={system.name.toLowerCase()}>
          <Typography variant="body2">
            <strong>Export:</strong> {system.export} Choose the file as it is; the import recognises its
            columns.
          </Typography>
          <Typography variant="body2">
            <strong>Comes across:</strong> {system.brings}
          </Typography>
          <Typography variant="body2">
            <strong>Stays behind:</strong> {system.leaves}
          </Typography>
          {system.example && exampleButton(system.example)}
        </Section>
      ))}
    </Box>
  );
}
