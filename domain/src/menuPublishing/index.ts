// The published menu: the one public document per store that the storefront and POS read.
export {
  buildPublishedMenu,
  type PublishedMenuInput,
  publishedMenuInputFromDocuments,
  type StoredDocument,
  type StoredMenuDocuments,
} from './build';
export { expandPublishedMenu, readSavedItemSelection } from './expand';
export {
  FIRESTORE_MAX_DOCUMENT_BYTES,
  firestoreDocumentBytes,
  firestoreValueBytes,
} from './firestoreSize';
export {
  type PatchPublishedMenuResult,
  type PublishedMenuChange,
  patchPublishedMenu,
  publishedCategoryIds,
} from './patch';
// Zod-free, so the storefront's menu route can price without loading the schemas.
export {
  catalogueFromPublishedMenu,
  itemSpecsFromPublishedMenu,
  publishedMenuPath,
} from './read';
export * from './schema';
export { ShapeMismatchError } from './shape';
export { contentHash, stableStringify, toStableJson } from './stableJson';
