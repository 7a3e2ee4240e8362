import { type PizzaSettings, sizesInUse, ZItemSpec, ZPizzaSettings } from '@resto/domain';
import { runContendedTransaction } from '../admin';
import type { StoreRef } from './categoryCommands';
import { firestoreData } from './firestoreData';
import { items, pizzaSettingsDoc } from './menuPaths';
import { throwFieldProblems } from './requests';

/**
 * Saves the pizza settings. A size that pizzas, half-and-halves or deals still use cannot be removed
 * (their prices would point at nothing): answered 400 on `sizes`, naming the items.
 */
export async function savePizzaSettings(store: StoreRef, body: unknown): Promise<PizzaSettings> {
  const settings = ZPizzaSettings.parse(body);
  const keptSizeIds = new Set(settings.sizes.map((size) => size.id));
  await runContendedTransaction(async (tx) => {
    const stored = await tx.get(
      items(store.restaurantId, store.storeId).where('type', 'in', ['pizza', 'halfAndHalf', 'deal']),
    );
    const specs = stored.docs.flatMap((doc) => {
      const parsed = ZItemSpec.safeParse({ ...doc.data(), id: doc.id, ...store });
      return parsed.success ? [parsed.data] : [];
    });
    const problems = [...sizesInUse(specs)]
      .filter(([sizeId]) => !keptSizeIds.has(sizeId))
      .map(([sizeId, names]) => ({
        path: ['sizes'],
        message: `Size ${sizeId} is used by ${names.slice(0, 5).join(', ')}${names.length > 5 ? ' and others' : ''}; change those items first.`,
      }));
    throwFieldProblems(problems);
    tx.set(pizzaSettingsDoc(store.restaurantId, store.storeId), firestoreData(settings));
  });
  return settings;
}
