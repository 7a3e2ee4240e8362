import type { Category } from '@resto/domain';
import { runContendedTransaction } from '../admin';
import { newId } from '../firestore/paths';
import { ConflictError, NotFoundError } from '../http/errors';
import { firestoreData } from './firestoreData';
import { categories, items } from './menuPaths';
import { parseCategoryRequest, throwFieldProblems, ZReorderCategoriesRequest } from './requests';
import { foreignIdProblems, nextSortOrder, reorderedIds, writeSortOrders } from './sortOrder';

export interface StoreRef {
  restaurantId: string;
  storeId: string;
}

const CATEGORY_NOT_FOUND = 'We could not find this category in this store.';

/** Creates a category after the store's last one. */
export async function createCategory({ restaurantId, storeId }: StoreRef, body: unknown): Promise<Category> {
  const collection = categories(restaurantId, storeId);
  const id = newId();
  parseCategoryRequest(body, { id, sortOrder: 0 }); // 400 before any read
  return runContendedTransaction(async (tx) => {
    const siblings = await tx.get(collection);
    const category = parseCategoryRequest(body, { id, sortOrder: nextSortOrder(siblings) });
    tx.create(collection.doc(id), firestoreData(category));
    return category;
  });
}

/** Replaces a category's fields; its place in the order stays. */
export async function updateCategory(
  { restaurantId, storeId }: StoreRef,
  categoryId: string,
  body: unknown,
): Promise<Category> {
  const ref = categories(restaurantId, storeId).doc(categoryId);
  parseCategoryRequest(body, { id: categoryId, sortOrder: 0 });
  return runContendedTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (!current.exists) throw new NotFoundError(CATEGORY_NOT_FOUND);
    const sortOrder = Number(current.get('sortOrder') ?? 0);
    const category = parseCategoryRequest(body, { id: categoryId, sortOrder });
    tx.set(ref, firestoreData(category));
    return category;
  });
}

/** Deletes an empty category; one that still has items is refused so no item is left without one. */
export async function deleteCategory({ restaurantId, storeId }: StoreRef, categoryId: string): Promise<void> {
  const ref = categories(restaurantId, storeId).doc(categoryId);
  await runContendedTransaction(async (tx) => {
    const [current, members] = await Promise.all([
      tx.get(ref),
      tx.get(items(restaurantId, storeId).where('categoryId', '==', categoryId).limit(1)),
    ]);
    if (!current.exists) throw new NotFoundError(CATEGORY_NOT_FOUND);
    if (!members.empty)
      throw new ConflictError(
        'Category has items. Move its items to another category or delete them first.',
        'Category has items',
      );
    tx.delete(ref);
  });
}

/**
 * Rewrites every category's sortOrder in one transaction, so racing reorders end with one complete
 * order rather than a mix. Ids of other stores (or unknown ids) are refused.
 */
export async function reorderCategories({ restaurantId, storeId }: StoreRef, body: unknown): Promise<void> {
  const { categoryIds } = ZReorderCategoriesRequest.parse(body);
  const collection = categories(restaurantId, storeId);
  await runContendedTransaction(async (tx) => {
    const siblings = await tx.get(collection);
    throwFieldProblems(
      foreignIdProblems(siblings, categoryIds, 'categoryIds', 'This category is not in this store'),
    );
    writeSortOrders(tx, siblings, reorderedIds(siblings, categoryIds));
  });
}
