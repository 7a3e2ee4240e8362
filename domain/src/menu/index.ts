// The menu as a store edits it: categories, item specs, modifier groups, pizza settings, selections,
// allergens and the references between items.
export * from './allergens';
export * from './menu';
export * from './menuReferences';
