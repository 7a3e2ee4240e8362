/**
 * The customer's cart, one per store, kept in localStorage so it survives reloads and new tabs.
 *
 * It holds only what the customer chose (domain `ItemSelection`s), never prices: `useRepricedCart`
 * prices every line with the domain against the store's published menu, the same way the server
 * will when the order is placed, and flags lines that can no longer be ordered instead of dropping
 * them, so the customer sees what changed.
 *
 * API (used by checkout, tables and tracking pages — keep it stable):
 * - `useCart(selector)` — state and actions of the store in the current route (`:restaurantId/:storeId`).
 * - `cartStoreFor(restaurantId, storeId)` — the same store outside React (or for another store).
 * - `useRepricedCart()` — the priced lines, problems and item total for the current route's store.
 */
import {
  type CartLineProblem,
  type Cents,
  type CollectionType,
  catalogueFromPublishedMenu,
  type ItemSelection,
  type LineProblem,
  type OrderProblem,
  orderSizeProblems,
  type PricedLine,
  type PublishedMenu,
  priceCart,
  readSavedItemSelection,
  stableStringify,
} from '@resto/domain';
import { useStorefrontMenu } from '@resto/web-common';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';

export const MAX_LINE_QUANTITY = 999;

/** What an online cart line holds: any item selection except POS-only custom items. */
export type CartSelection = Exclude<ItemSelection, { type: 'custom' }>;

export interface CartLine {
  /** Unique within the cart; the same item with other options is another line. */
  id: string;
  /** Where the item was found, for "edit" links; the menu may have moved it since. */
  categoryId?: string;
  /** What the customer chose, including quantity and comments. No prices. */
  selection: CartSelection;
}

export interface CartData {
  lines: CartLine[];
  collectionType: CollectionType;
  /** Set when ordering from a table's QR code (`tables/:tableId`); null otherwise. */
  tableId: string | null;
}

/** A removed line and where it was, so an Undo can put it back in place. */
export interface RemovedCartLine {
  line: CartLine;
  index: number;
}

export interface CartActions {
  /**
   * Adds a line and returns its id. A selection identical to an existing line (apart from quantity)
   * adds to that line's quantity instead, so "add" twice reads as 2 × in the cart.
   */
  add: (selection: CartSelection, options?: { categoryId?: string }) => string;
  /** Replaces a line's selection (editing it from the cart). */
  update: (lineId: string, selection: CartSelection) => void;
  /** Sets a line's quantity (clamped to 1..999); use `remove` to take a line out. */
  setQuantity: (lineId: string, quantity: number) => void;
  remove: (lineId: string) => RemovedCartLine | undefined;
  /** Puts a removed line back where it was (Undo). */
  restore: (removed: RemovedCartLine) => void;
  /** Empties the cart (after an order is placed); keeps collection type and table. */
  clear: () => void;
  setCollectionType: (collectionType: CollectionType) => void;
  setTableId: (tableId: string | null) => void;
}

export type CartState = CartData & CartActions;

const INITIAL_DATA: CartData = { lines: [], collectionType: 'pickup', tableId: null };

/** localStorage key of a store's cart. */
export function cartStorageKey(restaurantId: string, storeId: string): string {
  return `resto:cart:v1:${restaurantId}:${storeId}`;
}

const stores = new Map<string, StoreApi<CartState>>();

/** The cart store of one restaurant's store; created on first use and then shared. */
export function cartStoreFor(restaurantId: string, storeId: string): StoreApi<CartState> {
  const key = cartStorageKey(restaurantId, storeId);
  const existing = stores.get(key);
  if (existing) return existing;
  const store = createStore<CartState>()(
    persist(
      (set, get) => ({
        ...INITIAL_DATA,
        add: (selection, options) => {
          const quantity = clampQuantity(selection.quantity);
          const sameAs = selectionKey(selection);
          const match = get().lines.find((line) => selectionKey(line.selection) === sameAs);
          if (match) {
            const total = clampQuantity(match.selection.quantity + quantity);
            set({
              lines: replaceLine(get().lines, match.id, {
                selection: { ...match.selection, quantity: total },
              }),
            });
            return match.id;
          }
          const line: CartLine = { id: newLineId(), selection: { ...selection, quantity } };
          if (options?.categoryId) line.categoryId = options.categoryId;
          set({ lines: [...get().lines, line] });
          return line.id;
        },
        update: (lineId, selection) =>
          set({
            lines: replaceLine(get().lines, lineId, {
              selection: { ...selection, quantity: clampQuantity(selection.quantity) },
            }),
          }),
        setQuantity: (lineId, quantity) => {
          const line = get().lines.find((candidate) => candidate.id === lineId);
          if (!line) return;
          set({
            lines: replaceLine(get().lines, lineId, {
              selection: { ...line.selection, quantity: clampQuantity(quantity) },
            }),
          });
        },
        remove: (lineId) => {
          const lines = get().lines;
          const index = lines.findIndex((line) => line.id === lineId);
          const line = lines[index];
          if (!line) return undefined;
          set({ lines: lines.filter((candidate) => candidate.id !== lineId) });
          return { line, index };
        },
        restore: ({ line, index }) => {
          const lines = get().lines.filter((candidate) => candidate.id !== line.id);
          const at = Math.min(Math.max(index, 0), lines.length);
          set({ lines: [...lines.slice(0, at), line, ...lines.slice(at)] });
        },
        clear: () => set({ lines: [] }),
        setCollectionType: (collectionType) => set({ collectionType }),
        setTableId: (tableId) => set({ tableId }),
      }),
      {
        name: key,
        version: 1,
        storage: createJSONStorage(() => localStorage),
        partialize: ({ lines, collectionType, tableId }): CartData => ({ lines, collectionType, tableId }),
        // Storage is outside our control (older versions, other tabs, hand edits): keep only valid lines.
        merge: (persisted, current) => ({ ...current, ...readPersistedCart(persisted) }),
      },
    ),
  );
  stores.set(key, store);
  return store;
}

/**
 * Cart state of the store in the current route. Selectors must return stable values (a field, an
 * action, or a primitive); wrap object-returning selectors in zustand's `useShallow`.
 */
export function useCart<T>(selector: (state: CartState) => T): T {
  const { restaurantId = '', storeId = '' } = useParams();
  return useStore(cartStoreFor(restaurantId, storeId), selector);
}

// ---------------------------------------------------------------------------------------------
// Repricing

export type RepricedLine =
  | { ok: true; line: CartLine; priced: PricedLine; problem?: undefined }
  /** The line cannot be ordered now; `problem.reason` is Unavailable, Sold Out, Not Found or Invalid Selection. */
  | { ok: false; line: CartLine; priced?: undefined; problem: LineProblem };

export interface RepricedCart {
  /** `loading` until the menu is known; lines are then priced. `notFound`: the store has no menu. */
  status: 'loading' | 'ready' | 'notFound' | 'error';
  menu: PublishedMenu | undefined;
  collectionType: CollectionType;
  tableId: string | null;
  /** Every cart line in cart order, priced or flagged. Empty while loading. */
  lines: RepricedLine[];
  /** The flagged lines' problems (lineIndex = position in `lines`); an order needs none. */
  problems: CartLineProblem[];
  /**
   * The order is larger than the store takes online (its `maxLinesPerOrder` / `maxQuantityPerItem`):
   * the same problems, in the same words, as checkout and the server. An order needs none.
   */
  sizeProblems: OrderProblem[];
  /** Sum of the priced lines' totals, from the domain. */
  itemTotal: Cents;
  /** Units in the cart (sum of quantities of every line, flagged ones included). */
  itemCount: number;
}

/** Prices cart lines with the domain against a published menu (pure; exported for tests). */
export function repriceCart(
  lines: readonly CartLine[],
  menu: PublishedMenu,
  collectionType: CollectionType,
): Pick<RepricedCart, 'lines' | 'problems' | 'itemTotal' | 'sizeProblems'> {
  return repriceWithCatalogue(lines, menu, catalogueFromPublishedMenu(menu), collectionType);
}

function repriceWithCatalogue(
  lines: readonly CartLine[],
  menu: PublishedMenu,
  catalogue: ReturnType<typeof catalogueFromPublishedMenu>,
  collectionType: CollectionType,
): Pick<RepricedCart, 'lines' | 'problems' | 'itemTotal' | 'sizeProblems'> {
  const result = priceCart(
    lines.map((line) => ({ selection: line.selection })),
    catalogue,
    { source: 'website', collectionType },
  );
  const problemsByIndex = new Map(result.problems.map((problem) => [problem.lineIndex, problem]));
  let pricedIndex = 0;
  const repriced = lines.map((line, index): RepricedLine => {
    const problem = problemsByIndex.get(index);
    if (problem) return { ok: false, line, problem: { reason: problem.reason, message: problem.message } };
    const priced = result.lines[pricedIndex];
    pricedIndex += 1;
    if (!priced) throw new Error('priceCart returned fewer lines than it was given');
    return { ok: true, line, priced };
  });
  const sizeProblems = orderSizeProblems(
    lines,
    menu.settings.orderProcess,
    (specId) => catalogue.itemsById.get(specId)?.name,
  );
  return { lines: repriced, problems: result.problems, itemTotal: result.itemTotal, sizeProblems };
}

/**
 * The current route's cart priced against the store's published menu; recomputed whenever the
 * lines, the menu or the collection type change.
 */
export function useRepricedCart(): RepricedCart {
  const { restaurantId = '', storeId = '' } = useParams();
  const store = cartStoreFor(restaurantId, storeId);
  const lines = useStore(store, (state) => state.lines);
  const collectionType = useStore(store, (state) => state.collectionType);
  const tableId = useStore(store, (state) => state.tableId);
  const menuResult = useStorefrontMenu(restaurantId, storeId);
  const menu = menuResult.menu;
  const catalogue = useMemo(() => (menu ? catalogueFromPublishedMenu(menu) : undefined), [menu]);

  return useMemo((): RepricedCart => {
    const itemCount = lines.reduce((sum, line) => sum + line.selection.quantity, 0);
    const base = { menu, collectionType, tableId, itemCount };
    if (!catalogue || !menu) {
      const status = menuResult.status === 'found' ? 'loading' : menuResult.status;
      return { ...base, status, lines: [], problems: [], itemTotal: 0, sizeProblems: [] };
    }
    return { ...base, status: 'ready', ...repriceWithCatalogue(lines, menu, catalogue, collectionType) };
  }, [lines, collectionType, tableId, menu, catalogue, menuResult.status]);
}

// ---------------------------------------------------------------------------------------------
// Helpers

function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.round(quantity)));
}

/** Identity of a selection apart from its quantity. */
function selectionKey(selection: ItemSelection): string {
  return stableStringify({ ...selection, quantity: 0 });
}

function replaceLine(lines: readonly CartLine[], lineId: string, change: Partial<CartLine>): CartLine[] {
  return lines.map((line) => (line.id === lineId ? { ...line, ...change } : line));
}

function newLineId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `line-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function readPersistedCart(persisted: unknown): Partial<CartData> {
  if (typeof persisted !== 'object' || persisted === null) return {};
  const data = persisted as Partial<Record<keyof CartData, unknown>>;
  const result: Partial<CartData> = {};
  if (Array.isArray(data.lines)) {
    result.lines = data.lines.flatMap((raw): CartLine[] => {
      if (typeof raw !== 'object' || raw === null) return [];
      const { id, categoryId, selection } = raw as Record<string, unknown>;
      // Zod-free (the cart loads with the menu route); the server validates orders with the full schema.
      const parsed = readSelection(selection);
      if (typeof id !== 'string' || !parsed || parsed.type === 'custom') return [];
      return [{ id, selection: parsed, ...(typeof categoryId === 'string' ? { categoryId } : {}) }];
    });
  }
  if (
    data.collectionType === 'pickup' ||
    data.collectionType === 'delivery' ||
    data.collectionType === 'dineIn'
  )
    result.collectionType = data.collectionType;
  if (typeof data.tableId === 'string' || data.tableId === null) result.tableId = data.tableId;
  return result;
}

function readSelection(raw: unknown): ItemSelection | undefined {
  try {
    return readSavedItemSelection(raw);
  } catch {
    return undefined;
  }
}
