// The menu as a store edits it: categories, item specs, modifier groups, pizza settings, selections,
// allergens and the references between items.
import { ZCategory, ZItemSpec, ZPizzaSettings } from './menu';

export * from './allergens';
export * from './dealPicks';
export * from './menu';
export * from './menuReferences';

/** What the menu routes parse from a request (see common/inputBounds.ts). */
export const MENU_REQUEST_SCHEMAS = { ZCategory, ZItemSpec, ZPizzaSettings };
