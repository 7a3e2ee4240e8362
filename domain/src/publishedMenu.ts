// The published menu: the one public document per store that the storefront and POS read.
export {
  buildPublishedMenu,
  catalogueFromPublishedMenu,
  itemSpecsFromPublishedMenu,
  type PublishedMenuInput,
  publishedMenuInputFromDocuments,
  publishedMenuPath,
  type StoredDocument,
  type StoredMenuDocuments,
} from './menuPublishing/build';
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
export * from './menuPublishing/schema';
export { contentHash, stableStringify, toStableJson } from './menuPublishing/stableJson';
