import {
  type Category,
  type DealItemSpec,
  type ItemSpec,
  type ModifierGroup,
  type PizzaSettings,
  ZCategory,
  ZItemSpec,
  ZPizzaSettings,
} from '../menu/menu';
import { type Store, ZStore } from '../stores/store';
import {
  readStoreSetting,
  STORE_SETTING_IDS,
  STORE_SETTINGS_SCHEMAS,
  type StoreSettings,
} from '../stores/storeSettings';
import { timingsFollowingTradingHours } from '../time/timingsFromTradingHours';
import { ModifierGroupTable, omitDefaults } from './compact';
import {
  PUBLISHED_MENU_SCHEMA_VERSION,
  type PublishedMenuDocument,
  type PublishedRestaurant,
  type PublishedSettings,
  ZPublishedBasicItem,
  ZPublishedCategory,
  ZPublishedCustomItem,
  ZPublishedDeal,
  ZPublishedHalfAndHalfItem,
  ZPublishedPizzaItem,
  ZPublishedRestaurant,
} from './schema';
import { contentHash, toStableJson } from './stableJson';

// The read side (path, item specs and pricing catalogue of a parsed menu) lives in read.ts, which
// imports no zod, so the storefront can price from a menu without loading the schemas.
export {
  catalogueFromPublishedMenu,
  decodePublishedItems,
  itemSpecsFromPublishedMenu,
  publishedMenuPath,
} from './read';

/** Everything the published menu is built from, already validated. */
export interface PublishedMenuInput {
  restaurantId: string;
  storeId: string;
  store: Store;
  /** The restaurant's name and logo, shown on the storefront; absent when unknown. */
  restaurant?: PublishedRestaurant;
  categories: readonly Category[];
  items: readonly ItemSpec[];
  pizzaSettings?: PizzaSettings;
  /** Settings documents by id; a missing one is published as its defaults. */
  settings: Partial<StoreSettings>;
}

/** A Firestore document as read: its id and its raw data. */
export interface StoredDocument {
  id: string;
  data: unknown;
}

export interface StoredMenuDocuments {
  restaurantId: string;
  storeId: string;
  store: unknown;
  /** The restaurant document, for its name and logo. */
  restaurant?: unknown;
  categories: readonly StoredDocument[];
  items: readonly StoredDocument[];
  /** Raw settings documents by id (`pizza`, `timings`, ...); absent ids read as missing. */
  settings: Readonly<Record<string, unknown>>;
}

/**
 * Turns the raw documents of a store into validated input. Documents that no longer match their
 * schema are left out (items, categories) or read as defaults (settings) and named in `problems`,
 * so one bad document cannot stop a store's menu from publishing. A store document that does not
 * parse is an error: there is nothing sensible to publish without it.
 */
export function publishedMenuInputFromDocuments(documents: StoredMenuDocuments): {
  input: PublishedMenuInput;
  problems: string[];
} {
  const { restaurantId, storeId } = documents;
  const problems: string[] = [];
  const store = ZStore.safeParse(documents.store);
  if (!store.success)
    throw new Error(`Store ${restaurantId}/${storeId} cannot be published: ${store.error.message}`);

  const categories: Category[] = [];
  for (const document of documents.categories) {
    const parsed = parseStoredCategory(document);
    if (parsed.success) categories.push(parsed.data);
    else problems.push(`category ${document.id}: ${parsed.error.message}`);
  }
  const items: ItemSpec[] = [];
  for (const document of documents.items) {
    const parsed = parseStoredItem(restaurantId, storeId, document);
    if (parsed.success) items.push(parsed.data);
    else problems.push(`item ${document.id}: ${parsed.error.message}`);
  }

  const settings: Partial<StoreSettings> = {};
  for (const settingId of STORE_SETTING_IDS) {
    const raw = documents.settings[settingId];
    if (raw === undefined || raw === null) continue;
    if (!STORE_SETTINGS_SCHEMAS[settingId].safeParse(raw).success)
      problems.push(`settings ${settingId}: does not match its schema, published as defaults`);
    assignSetting(settings, settingId, readStoreSetting(settingId, raw));
  }
  let pizzaSettings: PizzaSettings | undefined;
  const rawPizza = documents.settings.pizza;
  if (rawPizza !== undefined && rawPizza !== null) {
    const parsed = ZPizzaSettings.safeParse(rawPizza);
    if (parsed.success) pizzaSettings = parsed.data;
    else problems.push(`settings pizza: ${parsed.error.message}`);
  }
  const restaurant = ZPublishedRestaurant.safeParse(documents.restaurant);
  return {
    input: {
      restaurantId,
      storeId,
      store: store.data,
      ...(restaurant.success ? { restaurant: restaurant.data } : {}),
      categories,
      items,
      pizzaSettings,
      settings,
    },
    problems,
  };
}

function assignSetting<K extends keyof StoreSettings>(
  settings: Partial<StoreSettings>,
  settingId: K,
  value: StoreSettings[K],
): void {
  settings[settingId] = value;
}

function asRecord(data: unknown): Record<string, unknown> {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/** A stored category document as the builder reads it (the id comes from the document name). */
export function parseStoredCategory(document: StoredDocument) {
  return ZCategory.safeParse({ ...asRecord(document.data), id: document.id });
}

/** A stored item document as the builder reads it (ids come from the path, not the data). */
export function parseStoredItem(restaurantId: string, storeId: string, document: StoredDocument) {
  return ZItemSpec.safeParse({ ...asRecord(document.data), id: document.id, restaurantId, storeId });
}

/** Display order: sortOrder, then name, then id. Plain comparison, so every runtime agrees. */
function byDisplayOrder(
  left: { sortOrder: number; name: string; id: string },
  right: { sortOrder: number; name: string; id: string },
): number {
  if (left.sortOrder !== right.sortOrder) return left.sortOrder - right.sortOrder;
  if (left.name !== right.name) return left.name < right.name ? -1 : 1;
  return left.id < right.id ? -1 : left.id > right.id ? 1 : 0;
}

const PUBLISHED_ITEM_SHAPES = {
  basic: ZPublishedBasicItem.shape,
  pizza: ZPublishedPizzaItem.shape,
  halfAndHalf: ZPublishedHalfAndHalfItem.shape,
  deal: ZPublishedDeal.shape,
  custom: ZPublishedCustomItem.shape,
};

function publishedItem(item: ItemSpec, groups: ModifierGroupTable): Record<string, unknown> {
  const {
    restaurantId: _restaurantId,
    storeId: _storeId,
    categoryId: _categoryId,
    printStationIds: _printStationIds,
    categorySalesId: _categorySalesId,
    ...fields
  } = item;
  const published: Record<string, unknown> = { ...fields };
  const groupKeys = (modifiers: readonly ModifierGroup[]) => modifiers.map((group) => groups.add(group));
  if (item.type === 'basic' || item.type === 'deal') published.modifiers = groupKeys(item.modifiers);
  if (item.type === 'deal') {
    published.items = item.items.map((dealItem: DealItemSpec) => ({
      id: dealItem.id,
      name: dealItem.name,
      ...(dealItem.quantity === 1 ? {} : { quantity: dealItem.quantity }),
      ...(dealItem.modifiers.length === 0 ? {} : { modifiers: groupKeys(dealItem.modifiers) }),
    }));
  }
  if (item.type === 'pizza') {
    published.sizes = Object.fromEntries(
      Object.entries(item.sizes).map(([sizeId, size]) => [
        sizeId,
        size.halfAndHalfAvailable ? { price: size.price } : size,
      ]),
    );
  }
  return omitDefaults(published, PUBLISHED_ITEM_SHAPES[item.type]);
}

function publishedSettings(input: PublishedMenuInput): PublishedSettings {
  const setting = <K extends keyof StoreSettings>(settingId: K): StoreSettings[K] =>
    input.settings[settingId] ?? readStoreSetting(settingId, undefined);
  // Until the owner saves ordering times, they follow the trading hours (what customers are told).
  const timings =
    input.settings.timings ??
    timingsFollowingTradingHours(setting('tradingHours'), input.store.hasSplitTimings);
  return {
    pizza: input.pizzaSettings,
    timings,
    tradingHours: setting('tradingHours'),
    holidays: setting('holidays').holidays,
    publicHolidaySurcharge: setting('publicHolidaySurcharge'),
    delivery: setting('delivery'),
    checkout: setting('checkout'),
    payments: setting('payments'),
    orderProcess: setting('orderProcess'),
    customPayments: [...setting('customPayments').customPayments]
      .sort(byDisplayOrder)
      .map(({ createdIsoDateTimeUtc: _created, ...payment }) => payment),
    addOns: setting('addOns'),
  };
}

/** A category or item in its stored form, with the fields that order it. */
export interface PublishedEntry {
  id: string;
  name: string;
  sortOrder: number;
  /** The stored form (defaults left out); an item's modifier groups are keys into `groups`. */
  entry: Record<string, unknown>;
}

/** An item in stored form: its category, and the table its modifier-group keys point into. */
export interface PublishedItemEntry extends PublishedEntry {
  categoryId: string;
  groups: Readonly<Record<string, Record<string, unknown>>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `entry` with every modifier-group key replaced by `keyFor(key)`, in the order the builder has
 * always met them (the item's groups, then each deal item's), so new keys come out the same.
 */
function rekeyed(entry: Record<string, unknown>, keyFor: (key: string) => string): Record<string, unknown> {
  const result = { ...entry };
  if (Array.isArray(entry.modifiers)) result.modifiers = entry.modifiers.map((key) => keyFor(String(key)));
  if (entry.type === 'deal' && Array.isArray(entry.items))
    result.items = entry.items.map((dealItem) =>
      isRecord(dealItem) && Array.isArray(dealItem.modifiers)
        ? { ...dealItem, modifiers: dealItem.modifiers.map((key) => keyFor(String(key))) }
        : dealItem,
    );
  return result;
}

/** A category as the published menu stores it (defaults left out, items added by the body). */
export function publishedCategoryEntry(category: Category): PublishedEntry {
  const { id, name, sortOrder } = category;
  return { id, name, sortOrder, entry: omitDefaults({ ...category }, ZPublishedCategory.shape) };
}

/** Items as the published menu stores them; their group keys point into one shared scratch table. */
export function publishedItemEntries(items: readonly ItemSpec[]): PublishedItemEntry[] {
  const scratch = new ModifierGroupTable();
  return items.map((item) => ({
    id: item.id,
    name: item.name,
    sortOrder: item.sortOrder,
    categoryId: item.categoryId,
    entry: publishedItem(item, scratch),
    groups: scratch.groups,
  }));
}

/**
 * The menu part of the document from stored-form entries: categories in display order with their
 * items nested in display order, each distinct modifier group once (keys given in that order), and
 * the item count. Items whose category is not among `categories` are left out (the API never lets
 * that happen). The full build and the patch (patch.ts) both end here, so they cannot disagree
 * about order, defaults or modifier-group keys.
 */
export function publishedMenuBodyFromEntries(
  categories: readonly PublishedEntry[],
  items: readonly PublishedItemEntry[],
) {
  const table = new ModifierGroupTable();
  const itemsByCategory = new Map<string, PublishedItemEntry[]>();
  for (const item of items) {
    const list = itemsByCategory.get(item.categoryId) ?? [];
    list.push(item);
    itemsByCategory.set(item.categoryId, list);
  }
  let itemCount = 0;
  const publishedCategories = [...categories].sort(byDisplayOrder).map((category) => {
    const published = [...(itemsByCategory.get(category.id) ?? [])].sort(byDisplayOrder).map((item) =>
      rekeyed(item.entry, (key) => {
        const group = item.groups[key];
        if (!group) throw new Error(`Item ${item.id} refers to unknown modifier group ${key}`);
        return table.addCompact(group);
      }),
    );
    itemCount += published.length;
    return { ...category.entry, items: published };
  });
  return { categories: publishedCategories, modifierGroups: table.groups, itemCount };
}

/** The menu part of the document built from parsed categories and items. */
export function publishedMenuBody(categories: readonly Category[], items: readonly ItemSpec[]) {
  return publishedMenuBodyFromEntries(categories.map(publishedCategoryEntry), publishedItemEntries(items));
}

/** The document's head: everything except the menu body, the hash and the publish time. */
export interface PublishedMenuHead {
  restaurantId: string;
  storeId: string;
  store: unknown;
  restaurant?: unknown;
  settings: unknown;
}

/**
 * The stored document: `contentHash` covers everything except the publish time, and keys are sorted
 * (toStableJson only drops undefined fields and sorts keys, so the shape is the one assembled here).
 */
export function assemblePublishedMenu(
  head: PublishedMenuHead,
  body: ReturnType<typeof publishedMenuBody>,
  publishedIsoDateTimeUtc: string,
): PublishedMenuDocument {
  const content = { schemaVersion: PUBLISHED_MENU_SCHEMA_VERSION, ...head, ...body };
  const document = toStableJson({ ...content, contentHash: contentHash(content), publishedIsoDateTimeUtc });
  return document as unknown as PublishedMenuDocument;
}

/**
 * Builds the published menu document. Pure and deterministic: the same input gives the same
 * document (categories and items in display order, keys sorted), and `contentHash` covers
 * everything except the publish time, so a caller can skip rewriting an unchanged menu.
 */
export function buildPublishedMenu(
  input: PublishedMenuInput,
  publishedIsoDateTimeUtc: string,
): PublishedMenuDocument {
  const { restaurantId: _restaurantId, ...store } = input.store;
  return assemblePublishedMenu(
    {
      restaurantId: input.restaurantId,
      storeId: input.storeId,
      store,
      ...(input.restaurant ? { restaurant: input.restaurant } : {}),
      settings: publishedSettings(input),
    },
    publishedMenuBody(input.categories, input.items),
    publishedIsoDateTimeUtc,
  );
}
