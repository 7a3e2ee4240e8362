// The published menu: the one public document per store that the storefront and POS read.
export {
  buildPublishedMenu,
  type PublishedMenuInput,
  publishedMenuInputFromDocuments,
  type StoredDocument,
  type StoredMenuDocuments,
} from './menuPublishing/build';
export { expandPublishedMenu, readSavedItemSelection } from './menuPublishing/expand';
export {
  FIRESTORE_MAX_DOCUMENT_BYTES,
  firestoreDocumentBytes,
  firestoreValueBytes,
} from './menuPublishing/firestoreSize';
export {
  type PatchPublishedMenuResult,
  type PublishedMenuChange,
  patchPublishedMenu,
  publishedCategoryIds,
} from './menuPublishing/patch';
// Zod-free, so the storefront's menu route can price without loading the schemas.
export {
  catalogueFromPublishedMenu,
  itemSpecsFromPublishedMenu,
  publishedMenuPath,
} from './menuPublishing/read';
export * from './menuPublishing/schema';
export { ShapeMismatchError } from './menuPublishing/shape';
export { contentHash, stableStringify, toStableJson } from './menuPublishing/stableJson';
