/**
 * Allergen codes for an item's allergenInfo {CONTAINS, MAY_CONTAIN, FREE_FROM}. The list covers the 14
 * EU/UK/AU-NZ declarable allergens, the US FDA "big 9", the sources behind them (each cereal that
 * contains gluten, each tree nut, crustacean and mollusc) and other allergens and intolerances
 * customers commonly ask about. `within` names the broader allergen a specific one belongs to, so
 * an item containing almonds also answers "does it contain tree nuts?".
 */

export const ALLERGEN_DECLARATION_LEVELS = ['CONTAINS', 'MAY_CONTAIN', 'FREE_FROM'] as const;
export type AllergenDeclarationLevel = (typeof ALLERGEN_DECLARATION_LEVELS)[number];

export const ALLERGEN_DECLARATION_LEVEL_LABELS: Record<AllergenDeclarationLevel, string> = {
  CONTAINS: 'Contains',
  MAY_CONTAIN: 'May contain',
  FREE_FROM: 'Free from',
};

interface AllergenDefinition {
  readonly name: string;
  /** One of the 14 allergens EU/UK and Australian/NZ labelling law requires declaring. */
  readonly eu14?: true;
  /** One of the US FDA major food allergens (the big 9). */
  readonly fdaMajor?: true;
  readonly within?: string;
}

const ALLERGEN_DEFINITIONS = {
  GLUTEN: { name: 'Cereals containing gluten', eu14: true },
  WHEAT: { name: 'Wheat', fdaMajor: true, within: 'GLUTEN' },
  RYE: { name: 'Rye', within: 'GLUTEN' },
  BARLEY: { name: 'Barley', within: 'GLUTEN' },
  OATS: { name: 'Oats', within: 'GLUTEN' },
  SPELT: { name: 'Spelt', within: 'GLUTEN' },
  KAMUT: { name: 'Kamut (khorasan wheat)', within: 'GLUTEN' },
  CRUSTACEANS: { name: 'Crustaceans', eu14: true, fdaMajor: true },
  PRAWNS: { name: 'Prawns / shrimp', within: 'CRUSTACEANS' },
  CRAB: { name: 'Crab', within: 'CRUSTACEANS' },
  LOBSTER: { name: 'Lobster', within: 'CRUSTACEANS' },
  CRAYFISH: { name: 'Crayfish', within: 'CRUSTACEANS' },
  EGGS: { name: 'Eggs', eu14: true, fdaMajor: true },
  FISH: { name: 'Fish', eu14: true, fdaMajor: true },
  PEANUTS: { name: 'Peanuts', eu14: true, fdaMajor: true },
  SOYBEANS: { name: 'Soybeans', eu14: true, fdaMajor: true },
  MILK: { name: 'Milk', eu14: true, fdaMajor: true },
  LACTOSE: { name: 'Lactose', within: 'MILK' },
  TREE_NUTS: { name: 'Tree nuts', eu14: true, fdaMajor: true },
  ALMONDS: { name: 'Almonds', within: 'TREE_NUTS' },
  HAZELNUTS: { name: 'Hazelnuts', within: 'TREE_NUTS' },
  WALNUTS: { name: 'Walnuts', within: 'TREE_NUTS' },
  CASHEWS: { name: 'Cashews', within: 'TREE_NUTS' },
  PECANS: { name: 'Pecans', within: 'TREE_NUTS' },
  BRAZIL_NUTS: { name: 'Brazil nuts', within: 'TREE_NUTS' },
  PISTACHIOS: { name: 'Pistachios', within: 'TREE_NUTS' },
  MACADAMIAS: { name: 'Macadamia nuts', within: 'TREE_NUTS' },
  PINE_NUTS: { name: 'Pine nuts', within: 'TREE_NUTS' },
  CHESTNUTS: { name: 'Chestnuts', within: 'TREE_NUTS' },
  COCONUT: { name: 'Coconut', within: 'TREE_NUTS' },
  CELERY: { name: 'Celery', eu14: true },
  MUSTARD: { name: 'Mustard', eu14: true },
  SESAME: { name: 'Sesame seeds', eu14: true, fdaMajor: true },
  SULPHITES: { name: 'Sulphur dioxide and sulphites', eu14: true },
  LUPIN: { name: 'Lupin', eu14: true },
  MOLLUSCS: { name: 'Molluscs', eu14: true },
  SQUID: { name: 'Squid / calamari', within: 'MOLLUSCS' },
  OCTOPUS: { name: 'Octopus', within: 'MOLLUSCS' },
  MUSSELS: { name: 'Mussels', within: 'MOLLUSCS' },
  OYSTERS: { name: 'Oysters', within: 'MOLLUSCS' },
  CLAMS: { name: 'Clams / pipis', within: 'MOLLUSCS' },
  SCALLOPS: { name: 'Scallops', within: 'MOLLUSCS' },
  SNAILS: { name: 'Snails', within: 'MOLLUSCS' },
  BUCKWHEAT: { name: 'Buckwheat' },
  CORN: { name: 'Corn / maize' },
  PEAS: { name: 'Peas' },
  LENTILS: { name: 'Lentils' },
  CHICKPEAS: { name: 'Chickpeas' },
  SUNFLOWER_SEEDS: { name: 'Sunflower seeds' },
  POPPY_SEEDS: { name: 'Poppy seeds' },
  PUMPKIN_SEEDS: { name: 'Pumpkin seeds' },
  GARLIC: { name: 'Garlic' },
  ONION: { name: 'Onion' },
  NIGHTSHADES: { name: 'Nightshades (tomato, potato, capsicum, eggplant)' },
  KIWIFRUIT: { name: 'Kiwifruit' },
  STONE_FRUIT: { name: 'Stone fruit' },
  CITRUS: { name: 'Citrus' },
  YEAST: { name: 'Yeast' },
  GELATINE: { name: 'Gelatine' },
  MSG: { name: 'Monosodium glutamate (MSG)' },
  BEE_PRODUCTS: { name: 'Honey and bee products' },
  CARMINE: { name: 'Carmine (cochineal)' },
  TARTRAZINE: { name: 'Tartrazine' },
  ALCOHOL: { name: 'Alcohol' },
} as const satisfies Record<string, AllergenDefinition>;

export type AllergenCode = keyof typeof ALLERGEN_DEFINITIONS;

/** Every code, in display order; the source for z.enum(ALLERGEN_CODES). */
export const ALLERGEN_CODES = Object.keys(ALLERGEN_DEFINITIONS) as [AllergenCode, ...AllergenCode[]];

const definitionOf = (code: AllergenCode): AllergenDefinition => ALLERGEN_DEFINITIONS[code];

export const EU_14_ALLERGEN_CODES: readonly AllergenCode[] = ALLERGEN_CODES.filter(
  (code) => definitionOf(code).eu14,
);
export const FDA_MAJOR_ALLERGEN_CODES: readonly AllergenCode[] = ALLERGEN_CODES.filter(
  (code) => definitionOf(code).fdaMajor,
);

export function isAllergenCode(value: unknown): value is AllergenCode {
  return typeof value === 'string' && Object.hasOwn(ALLERGEN_DEFINITIONS, value);
}

/** Readable name; a code not in the list (typed in by staff before the list existed) shows as written. */
export function allergenName(code: string): string {
  return isAllergenCode(code) ? definitionOf(code).name : code;
}

/** The broader allergen a code belongs to (ALMONDS → TREE_NUTS), or null for a top-level allergen. */
export function allergenGroupOf(code: AllergenCode): AllergenCode | null {
  const within = definitionOf(code).within;
  return within !== undefined && isAllergenCode(within) ? within : null;
}

/** Whether declaring `code` also declares `group` (itself, or one of its sources). */
export function isAllergenWithin(code: AllergenCode, group: AllergenCode): boolean {
  return code === group || allergenGroupOf(code) === group;
}

/** An item's allergenInfo, by structure (the item schema stores the codes as strings). */
export type AllergenDeclarations = Partial<Record<AllergenDeclarationLevel, readonly string[]>>;

/**
 * Codes declared at more than one level (e.g. both CONTAINS and FREE_FROM), which staff must fix
 * before saving: a customer with an allergy cannot act on a contradiction.
 */
export function conflictingAllergenDeclarations(info: AllergenDeclarations): string[] {
  const seen = new Map<string, number>();
  for (const level of ALLERGEN_DECLARATION_LEVELS) {
    for (const code of new Set(info[level] ?? [])) seen.set(code, (seen.get(code) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([code]) => code);
}

/** "Contains: Milk, Eggs. May contain: Peanuts." for menus, receipts and labels; '' when nothing declared. */
export function describeAllergenInfo(info: AllergenDeclarations): string {
  return ALLERGEN_DECLARATION_LEVELS.filter((level) => (info[level] ?? []).length > 0)
    .map(
      (level) =>
        `${ALLERGEN_DECLARATION_LEVEL_LABELS[level]}: ${(info[level] ?? []).map(allergenName).join(', ')}.`,
    )
    .join(' ');
}
