/**
 * Version 2 keeps each category's and item's `sortOrder` (left out when 0), so one changed item can
 * be placed into the previous document without reading its siblings (patch.ts). Readers accept
 * version 1 documents (no sort orders) too, so stores published before that keep working until
 * their next publish; only the patch needs version 2. Kept apart from schema.ts so readers can
 * check it without loading zod.
 */
export const PUBLISHED_MENU_SCHEMA_VERSION = 2;
