import {
  type ItemSpec,
  itemReferenceProblems,
  type PizzaItemSpec,
  pizzaOfferedBy,
  ZItemSpec,
  ZPizzaSettings,
} from '@resto/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { runContendedTransaction } from '../admin';
import { newId } from '../firestore/paths';
import { ConflictError, NotFoundError } from '../http/errors';
import type { StoreRef } from './categoryCommands';
import { firestoreData } from './firestoreData';
import { categories, items, pizzaSettingsDoc } from './menuPaths';
import { parseItemRequest, throwFieldProblems, ZReorderItemsRequest, ZSoldOutRequest } from './requests';
import { foreignIdProblems, nextSortOrder, reorderedIds, writeSortOrders } from './sortOrder';

const ITEM_NOT_FOUND = 'We could not find this item in this store.';

function parseStoredItem(store: StoreRef, id: string, data: unknown): ItemSpec | undefined {
  const parsed = ZItemSpec.safeParse({ ...(data as object), id, ...store });
  return parsed.success ? parsed.data : undefined;
}

/** Stored items of the given types (the store's pizzas, or the half-and-halves and deals offering them). */
async function itemsOfTypes(
  tx: Transaction,
  store: StoreRef,
  types: ItemSpec['type'][],
): Promise<ItemSpec[]> {
  const snapshot = await tx.get(items(store.restaurantId, store.storeId).where('type', 'in', types));
  return snapshot.docs.flatMap((doc) => parseStoredItem(store, doc.id, doc.data()) ?? []);
}

/**
 * Checks what the item refers to (its category, pizza sizes, included pizzas) against the store's
 * current documents inside the transaction, and answers 400 per field when something is missing.
 */
async function checkReferences(tx: Transaction, store: StoreRef, item: ItemSpec): Promise<void> {
  const needsPizzas = item.type === 'halfAndHalf' || item.type === 'deal';
  const needsSettings = needsPizzas || item.type === 'pizza';
  const [category, settings, pizzas] = await Promise.all([
    tx.get(categories(store.restaurantId, store.storeId).doc(item.categoryId)),
    needsSettings ? tx.get(pizzaSettingsDoc(store.restaurantId, store.storeId)) : undefined,
    needsPizzas ? itemsOfTypes(tx, store, ['pizza']) : [],
  ]);
  const pizzaSettings = settings?.exists ? ZPizzaSettings.safeParse(settings.data()) : undefined;
  const problems = itemReferenceProblems(item, {
    categoryIds: new Set(category.exists ? [item.categoryId] : []),
    pizzaSettings: pizzaSettings?.success ? pizzaSettings.data : undefined,
    pizzasById: new Map(
      pizzas.flatMap((pizza): [string, PizzaItemSpec][] =>
        pizza.type === 'pizza' && pizza.id !== item.id ? [[pizza.id, pizza]] : [],
      ),
    ),
  });
  throwFieldProblems(problems);
}

/**
 * A pizza that half-and-halves or deals offer cannot stop being a pizza, or lose a size they offer
 * it in, without breaking them: answered 400 on the field, naming the items to change first.
 */
async function checkPizzaStillOffered(
  tx: Transaction,
  store: StoreRef,
  before: ItemSpec,
  after: ItemSpec | undefined,
) {
  if (before.type !== 'pizza') return;
  const offering = await itemsOfTypes(tx, store, ['halfAndHalf', 'deal']);
  if (after === undefined || after.type !== 'pizza') {
    const names = pizzaOfferedBy(before.id, offering);
    if (names.length === 0) return;
    const message = `${names.join(', ')} ${names.length === 1 ? 'offers' : 'offer'} this pizza; remove it there first.`;
    if (after === undefined) throw new ConflictError(message, 'Pizza is in use');
    throwFieldProblems([{ path: ['type'], message }]);
    return;
  }
  const problems = offering.flatMap((offer) => {
    const slots =
      offer.type === 'halfAndHalf'
        ? [{ sizeId: offer.pizzaSizeId, pizzaIds: offer.includedPizzaIds }]
        : offer.type === 'deal'
          ? offer.pizzas.map((slot) => ({ sizeId: slot.pizzaSizeId, pizzaIds: slot.includedPizzaIds }))
          : [];
    return slots
      .filter((slot) => slot.pizzaIds.includes(before.id) && !after.sizes[slot.sizeId])
      .map((slot) => ({
        path: ['sizes'],
        message: `${offer.name} offers this pizza in size ${slot.sizeId}; keep that size or remove the pizza there first.`,
      }));
  });
  throwFieldProblems(problems);
}

export async function createItem(store: StoreRef, body: unknown): Promise<ItemSpec> {
  const id = newId();
  const server = { id, ...store, sortOrder: 0 };
  parseItemRequest(body, server); // 400 before any read
  return runContendedTransaction(async (tx) => {
    const draft = parseItemRequest(body, server);
    const siblings = await tx.get(
      items(store.restaurantId, store.storeId).where('categoryId', '==', draft.categoryId),
    );
    await checkReferences(tx, store, draft);
    const item = { ...draft, sortOrder: nextSortOrder(siblings) };
    tx.create(items(store.restaurantId, store.storeId).doc(id), firestoreData(item));
    return item;
  });
}

/** Replaces an item; moving it to another category puts it last there. */
export async function updateItem(store: StoreRef, itemId: string, body: unknown): Promise<ItemSpec> {
  const ref = items(store.restaurantId, store.storeId).doc(itemId);
  parseItemRequest(body, { id: itemId, ...store, sortOrder: 0 });
  return runContendedTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw new NotFoundError(ITEM_NOT_FOUND);
    const draft = parseItemRequest(body, { id: itemId, ...store, sortOrder: 0 });
    const moved = current.get('categoryId') !== draft.categoryId;
    const siblings = moved
      ? await tx.get(items(store.restaurantId, store.storeId).where('categoryId', '==', draft.categoryId))
      : undefined;
    await checkReferences(tx, store, draft);
    const before = parseStoredItem(store, itemId, current.data());
    if (before) await checkPizzaStillOffered(tx, store, before, draft);
    const sortOrder = siblings ? nextSortOrder(siblings, itemId) : Number(current.get('sortOrder') ?? 0);
    const item = { ...draft, sortOrder };
    tx.set(ref, firestoreData(item));
    return item;
  });
}

export async function deleteItem(store: StoreRef, itemId: string): Promise<void> {
  const ref = items(store.restaurantId, store.storeId).doc(itemId);
  await runContendedTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw new NotFoundError(ITEM_NOT_FOUND);
    const before = parseStoredItem(store, itemId, current.data());
    if (before) await checkPizzaStillOffered(tx, store, before, undefined);
    tx.delete(ref);
  });
}

/** Sold out is today's stock: any staff member of the store may switch it, nothing else changes. */
export async function setSoldOut(store: StoreRef, itemId: string, body: unknown): Promise<ItemSpec> {
  const { soldout } = ZSoldOutRequest.parse(body);
  const ref = items(store.restaurantId, store.storeId).doc(itemId);
  return runContendedTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw new NotFoundError(ITEM_NOT_FOUND);
    tx.update(ref, { soldout });
    const item = parseStoredItem(store, itemId, { ...current.data(), soldout });
    if (!item) throw new Error(`Stored item ${ref.path} does not match the item schema`);
    return item;
  });
}

/** Rewrites the sortOrder of a category's items in one transaction; items of other categories are refused. */
export async function reorderItems(store: StoreRef, body: unknown): Promise<void> {
  const { categoryId, itemIds } = ZReorderItemsRequest.parse(body);
  await runContendedTransaction(async (tx) => {
    const [category, siblings] = await Promise.all([
      tx.get(categories(store.restaurantId, store.storeId).doc(categoryId)),
      tx.get(items(store.restaurantId, store.storeId).where('categoryId', '==', categoryId)),
    ]);
    if (!category.exists)
      throwFieldProblems([{ path: ['categoryId'], message: 'Choose a category of this store' }]);
    throwFieldProblems(foreignIdProblems(siblings, itemIds, 'itemIds', 'This item is not in this category'));
    writeSortOrders(tx, siblings, reorderedIds(siblings, itemIds));
  });
}
