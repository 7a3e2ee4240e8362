// Bulk menu import (docs/menu-import.md): file → rows → validated items → a plan of writes, and the
// import job's schema and lifecycle. Pure, so the admin page previews with exactly what the worker runs.

export * from './analyse';
export * from './cells';
export * from './columns';
export * from './csv';
export * from './jobs';
export * from './plan';
export * from './readFile';
export * from './validateRows';
