// The example files are the ones in docs/examples, bundled as text so the page and the docs never
// disagree about the format.

import lightspeedExample from '../../../../../docs/examples/lightspeed-product-export-example.csv?raw';
import exampleCsv from '../../../../../docs/examples/menu-import-example.csv?raw';
import exampleJson from '../../../../../docs/examples/menu-import-example.json?raw';
import squareExample from '../../../../../docs/examples/square-item-library-example.csv?raw';
import toastExample from '../../../../../docs/examples/toast-menu-export-example.csv?raw';

export const EXAMPLE_FILES = [
  { fileName: 'menu-import-example.csv', label: 'Example CSV', type: 'text/csv', content: exampleCsv },
  {
    fileName: 'menu-import-example.json',
    label: 'Example JSON',
    type: 'application/json',
    content: exampleJson,
  },
  {
    fileName: 'square-item-library-example.csv',
    label: 'Square export example',
    type: 'text/csv',
    content: squareExample,
  },
  {
    fileName: 'toast-menu-export-example.csv',
    label: 'Toast export example',
    type: 'text/csv',
    content: toastExample,
  },
  {
    fileName: 'lightspeed-product-export-example.csv',
    label: 'Lightspeed export example',
    type: 'text/csv',
    content: lightspeedExample,
  },
] as const;

/** A data URL for a download link (no object URL to release, and it works before any click). */
export function exampleFileHref(content: string, type: string): string {
  return `data:${type};charset=utf-8,${encodeURIComponent(content)}`;
}
