// Bulk menu import (docs/menu-import.md): file → rows → validated items → a plan of writes, and the
// import job's schema and lifecycle. Pure, so the admin page previews with exactly what the worker runs.
import { ZMenuImportRequest } from './jobs';

export * from './analyse';
export * from './cells';
export * from './columns';
export * from './csv';
export * from './csvWrite';
export * from './exportMenu';
export * from './foreignExport';
export * from './jobs';
export * from './lightspeedExport';
export * from './plan';
export * from './readFile';
export * from './squareItemLibrary';
export * from './toastMenuExport';
export * from './validateRows';

/** What the menu import route parses from a request (see common/inputBounds.ts). */
export const MENU_IMPORT_REQUEST_SCHEMAS = { ZMenuImportRequest };
