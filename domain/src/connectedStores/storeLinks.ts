/**
 * Connected stores (SPEC.md section 1, "virtual store linking"; admin `/add-ons/connected-stores-settings`).
 * A virtual store is a brand of the restaurant that has no kitchen of its own (a delivery-only brand
 * sold online and on the marketplace); linking it to a physical store sends its orders to that
 * store's kitchen: its printers, kitchen screens and staff order screens, each order labelled with
 * the brand. The orders themselves stay the virtual store's, so its menu, prices and reports stay its own.
 *
 * One link per virtual store, kept at `restaurants/{r}/storeLinks/{virtualStoreId}`. Links are one
 * level deep: a store that receives another's orders cannot itself be linked, and a linked store
 * cannot receive, so there are no chains and no cycles.
 */
import { z } from 'zod';
import { ZDocumentId, ZIsoDateTimeUtc } from '../common/common';
import { INPUT_LIMITS } from '../common/inputBounds';

export const ZStoreLink = z.object({
  virtualStoreId: ZDocumentId,
  physicalStoreId: ZDocumentId,
  /** The virtual store's name when linked: the brand its orders are labelled with. */
  brandName: z.string().min(1).max(INPUT_LIMITS.name),
  linkedIsoDateTimeUtc: ZIsoDateTimeUtc,
  /** The uid of the owner who linked it. */
  linkedBy: z.string().min(1).max(INPUT_LIMITS.id),
});
export type StoreLink = z.infer<typeof ZStoreLink>;

/** `POST /api/connected-stores/restaurants/{r}/stores/{physicalStoreId}/links`. */
export const ZLinkVirtualStoreRequest = z.object({ virtualStoreId: ZDocumentId }).strict();
export type LinkVirtualStoreRequest = z.infer<typeof ZLinkVirtualStoreRequest>;

export const CONNECTED_STORES_REQUEST_SCHEMAS = { ZLinkVirtualStoreRequest };

/** Why a link cannot be made: the words the page shows, and whether it is a conflict (409) or a mistake (400). */
export interface StoreLinkProblem {
  kind: 'invalid' | 'conflict' | 'notFound';
  title: string;
  message: string;
}

/**
 * Decides whether `virtualStoreId` may be linked to `physicalStoreId`, given the restaurant's stores
 * and every current link of the restaurant. Pure: the API reads both in the transaction that writes.
 */
export function storeLinkProblem(input: {
  physicalStoreId: string;
  virtualStoreId: string;
  /** The ids of the restaurant's stores (another restaurant's store is simply not among them). */
  storeIds: ReadonlySet<string>;
  links: readonly Pick<StoreLink, 'virtualStoreId' | 'physicalStoreId'>[];
}): StoreLinkProblem | undefined {
  const { physicalStoreId, virtualStoreId, links } = input;
  if (virtualStoreId === physicalStoreId)
    return {
      kind: 'invalid',
      title: 'Cannot link a store to itself',
      message: 'Choose another store of this restaurant to send its orders to this kitchen.',
    };
  if (!input.storeIds.has(virtualStoreId))
    return {
      kind: 'notFound',
      title: 'Store not found',
      message: 'Only stores of this restaurant can be linked.',
    };
  const existing = links.find((link) => link.virtualStoreId === virtualStoreId);
  if (existing?.physicalStoreId === physicalStoreId)
    return {
      kind: 'conflict',
      title: 'Already linked',
      message: 'This store already sends its orders here.',
    };
  if (existing)
    return {
      kind: 'conflict',
      title: 'Linked to another store',
      message: 'This store already sends its orders to another kitchen. Unlink it there first.',
    };
  if (links.some((link) => link.physicalStoreId === virtualStoreId))
    return {
      kind: 'conflict',
      title: 'This store has its own linked stores',
      message:
        'Stores link only one level deep: a store that receives other stores’ orders cannot send its own elsewhere.',
    };
  if (links.some((link) => link.virtualStoreId === physicalStoreId))
    return {
      kind: 'conflict',
      title: 'This store is itself linked',
      message:
        'This store sends its own orders to another kitchen, so it cannot receive a linked store’s orders.',
    };
  return undefined;
}
