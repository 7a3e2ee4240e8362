/**
 * The demo pizza shop's menu: six categories and about thirty items of every type (pizzas with sizes
 * and removable toppings, half-and-halves, deals, sides with modifier groups including required ones,
 * drinks, desserts, a POS-only custom item), with allergens and dietary labels. Prices are cents.
 * Every document is parsed with its domain schema. Images are the demo pictures the image seed draws
 * (`images/demo-restaurant/demo-<id>`).
 */
import {
  type AllergenCode,
  type Category,
  type Image,
  type ItemSpec,
  type PizzaSettings,
  ZCategory,
  ZItemSpec,
  ZPizzaSettings,
} from '@resto/domain';

const RESTAURANT_ID = 'demo-restaurant';

/** The demo picture of an item or category (drawn by scripts/seed/demoImages.ts). */
export function demoImage(id: string): Image {
  return { id: `demo-${id}`, path: `images/${RESTAURANT_ID}/demo-${id}` };
}

export const DEMO_PIZZA_SETTINGS: PizzaSettings = ZPizzaSettings.parse({
  pizzaAvailable: true,
  halfAndHalfAvailable: true,
  enableDealAndHalfAndHalfConversion: true,
  sizes: [
    { id: 'small', name: 'Small', hasHalfAndHalf: false },
    { id: 'large', name: 'Large', hasHalfAndHalf: true, halfAndHalfExtraCharge: 300 },
    { id: 'family', name: 'Family', hasHalfAndHalf: true, halfAndHalfExtraCharge: 400 },
  ],
  toppings: [
    { id: 'extra-cheese', name: 'Extra cheese', prices: { small: 150, large: 250, family: 350 } },
    { id: 'olives', name: 'Olives', prices: { small: 100, large: 200, family: 250 } },
    { id: 'jalapenos', name: 'Jalapeños', prices: { small: 100, large: 200, family: 250 } },
    { id: 'mushrooms', name: 'Mushrooms', prices: { small: 100, large: 200, family: 250 } },
    { id: 'ham', name: 'Leg ham', prices: { small: 200, large: 300, family: 400 } },
    { id: 'pepperoni', name: 'Pepperoni', prices: { small: 200, large: 300, family: 400 } },
    { id: 'prawns', name: 'Garlic prawns', prices: { large: 500, family: 700 } },
    { id: 'pineapple', name: 'Pineapple', prices: { small: 100, large: 150, family: 200 } },
  ],
});

const categoryRows: [id: string, name: string, description: string, backgroundColor?: string][] = [
  ['deals', 'Deals', 'More for less: pizzas, sides and drinks together.', '#FDE7D8'],
  ['pizzas', 'Classic pizzas', 'Hand-stretched, wood-fired at 450°C.', '#FBE3E1'],
  ['gourmet', 'Gourmet pizzas', 'Our chefs’ favourites with premium toppings.', '#F3E6D3'],
  ['sides', 'Sides', 'To share, or not.'],
  ['drinks', 'Drinks', 'Cold drinks, beer and wine.'],
  ['desserts', 'Desserts', 'Save room for something sweet.'],
];

export const DEMO_CATEGORIES: Category[] = categoryRows.map(
  ([id, name, description, backgroundColor], sortOrder) =>
    ZCategory.parse({
      id,
      name,
      description,
      sortOrder,
      image: demoImage(id),
      // Firestore refuses undefined fields, so a category without a colour leaves the key out.
      ...(backgroundColor ? { backgroundColor } : {}),
    }),
);

const GLUTEN_MILK: AllergenCode[] = ['GLUTEN', 'WHEAT', 'MILK'];

function allergens(contains: AllergenCode[], mayContain: AllergenCode[] = [], freeFrom: AllergenCode[] = []) {
  return { CONTAINS: contains, MAY_CONTAIN: mayContain, FREE_FROM: freeFrom };
}

type Row = Record<string, unknown> & { id: string; categoryId: string };

function pizza(
  id: string,
  name: string,
  description: string,
  prices: [small: number | null, large: number, family: number],
  removeToppings: string[],
  extra: Record<string, unknown> = {},
): Row {
  const [small, large, family] = prices;
  return {
    id,
    type: 'pizza',
    name,
    description,
    sizes: {
      ...(small === null ? {} : { small: { price: small } }),
      large: { price: large },
      family: { price: family },
    },
    removeToppings,
    allergenInfo: allergens(GLUTEN_MILK, ['EGGS']),
    categoryId: 'pizzas',
    ...extra,
  };
}

const CLASSIC_PIZZA_IDS = ['margherita', 'pepperoni', 'hawaiian', 'capricciosa', 'vegetarian', 'meat-lovers'];
const GOURMET_PIZZA_IDS = ['gamberi', 'diavola', 'funghi-tartufo', 'quattro-formaggi', 'pumpkin-fetta'];
const ALL_PIZZA_IDS = [...CLASSIC_PIZZA_IDS, ...GOURMET_PIZZA_IDS];

const dipGroup = {
  id: 'dipping-sauce',
  name: 'Choose a dipping sauce',
  min: 1,
  max: 1,
  options: [
    { id: 'aioli', name: 'Garlic aioli' },
    { id: 'tomato', name: 'Tomato relish' },
    { id: 'sweet-chilli', name: 'Sweet chilli', extraCharge: 0 },
    { id: 'truffle-mayo', name: 'Truffle mayo', extraCharge: 150 },
  ],
};

const softDrinkGroup = {
  id: 'soft-drink',
  name: 'Choose a drink',
  min: 1,
  max: 1,
  options: [
    { id: 'coke', name: 'Coca-Cola 375 ml' },
    { id: 'coke-zero', name: 'Coke No Sugar 375 ml' },
    { id: 'lemonade', name: 'Lemonade 375 ml' },
    { id: 'water', name: 'Still water 600 ml' },
  ],
};

const rows: Row[] = [
  // Deals
  {
    id: 'family-deal',
    categoryId: 'deals',
    type: 'deal',
    name: 'Family deal',
    description: 'Two large pizzas, a garlic bread and a 1.25 L drink.',
    label: 'Best value',
    price: { basePrice: 5490, extraCharge: { delivery: 300 } },
    items: [
      { id: 'deal-garlic-bread', name: 'Garlic bread' },
      {
        id: 'deal-big-drink',
        name: '1.25 L drink',
        modifiers: [
          {
            id: 'big-drink',
            name: 'Choose a 1.25 L drink',
            min: 1,
            max: 1,
            options: [
              { id: 'coke-125', name: 'Coca-Cola 1.25 L' },
              { id: 'lemonade-125', name: 'Lemonade 1.25 L' },
            ],
          },
        ],
      },
    ],
    pizzas: [
      {
        id: 'first-pizza',
        name: 'First large pizza',
        pizzaSizeId: 'large',
        includedPizzaIds: CLASSIC_PIZZA_IDS,
      },
      {
        id: 'second-pizza',
        name: 'Second large pizza',
        pizzaSizeId: 'large',
        includedPizzaIds: CLASSIC_PIZZA_IDS,
      },
    ],
  },
  {
    id: 'pizza-pair',
    categoryId: 'deals',
    type: 'deal',
    name: 'Gourmet pair',
    description: 'Any two large pizzas, gourmet included.',
    price: { basePrice: 4990 },
    pizzas: [
      { id: 'pair-first', name: 'First large pizza', pizzaSizeId: 'large', includedPizzaIds: ALL_PIZZA_IDS },
      {
        id: 'pair-second',
        name: 'Second large pizza',
        pizzaSizeId: 'large',
        includedPizzaIds: ALL_PIZZA_IDS,
      },
    ],
  },
  {
    id: 'lunch-deal',
    categoryId: 'deals',
    type: 'deal',
    name: 'Lunch deal',
    description: 'A small classic pizza and a soft drink, 11 AM to 3 PM.',
    price: { basePrice: 1690 },
    availableFor: { pickup: true, delivery: false, dineIn: true },
    availableWeeklyHours: Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
        day,
        { availableAllDay: false, dayIntervals: [{ startTimeOfDay: '11:00 AM', endTimeOfDay: '3:00 PM' }] },
      ]),
    ),
    modifiers: [softDrinkGroup],
    pizzas: [
      {
        id: 'lunch-pizza',
        name: 'Small classic pizza',
        pizzaSizeId: 'small',
        includedPizzaIds: CLASSIC_PIZZA_IDS,
      },
    ],
  },

  // Classic pizzas
  pizza(
    'margherita',
    'Margherita',
    'San Marzano tomato, fior di latte, fresh basil.',
    [1600, 2200, 2800],
    ['Basil'],
    {
      dietary: 'Vegetarian',
      label: 'Best seller',
    },
  ),
  pizza(
    'pepperoni',
    'Pepperoni',
    'Tomato, mozzarella, spicy pepperoni.',
    [1800, 2500, 3100],
    ['Pepperoni', 'Oregano'],
  ),
  pizza(
    'hawaiian',
    'Hawaiian',
    'Tomato, mozzarella, leg ham, pineapple.',
    [1800, 2500, 3100],
    ['Ham', 'Pineapple'],
  ),
  pizza(
    'capricciosa',
    'Capricciosa',
    'Tomato, mozzarella, ham, mushrooms, artichoke, olives.',
    [1900, 2600, 3200],
    ['Ham', 'Mushrooms', 'Artichoke', 'Olives'],
    { allergenInfo: allergens(GLUTEN_MILK, ['EGGS'], ['PEANUTS']) },
  ),
  pizza(
    'vegetarian',
    'Garden vegetarian',
    'Tomato, mozzarella, capsicum, mushrooms, red onion, olives, rocket.',
    [1800, 2500, 3100],
    ['Capsicum', 'Mushrooms', 'Red onion', 'Olives', 'Rocket'],
    { dietary: 'Vegetarian', allergenInfo: allergens(GLUTEN_MILK, [], ['PEANUTS', 'TREE_NUTS']) },
  ),
  pizza(
    'meat-lovers',
    'BBQ meat lovers',
    'Smoky BBQ base, mozzarella, ham, bacon, pepperoni, Italian sausage.',
    [2000, 2700, 3300],
    ['Ham', 'Bacon', 'Pepperoni', 'Sausage'],
    { allergenInfo: allergens([...GLUTEN_MILK, 'MUSTARD', 'SULPHITES'], ['EGGS', 'CELERY']) },
  ),
  {
    id: 'half-and-half-large',
    categoryId: 'pizzas',
    type: 'halfAndHalf',
    name: 'Half & half (large)',
    description: 'Can’t decide? Any two classic or gourmet halves.',
    pizzaSizeId: 'large',
    includedPizzaIds: ALL_PIZZA_IDS,
  },
  {
    id: 'half-and-half-family',
    categoryId: 'pizzas',
    type: 'halfAndHalf',
    name: 'Half & half (family)',
    description: 'Two halves on our biggest base.',
    pizzaSizeId: 'family',
    includedPizzaIds: ALL_PIZZA_IDS,
  },

  // Gourmet pizzas
  pizza(
    'gamberi',
    'Gamberi',
    'Garlic prawns, chilli, cherry tomatoes, lemon, parsley.',
    [null, 2900, 3600],
    ['Chilli', 'Parsley'],
    {
      categoryId: 'gourmet',
      label: 'Chef’s pick',
      allergenInfo: allergens([...GLUTEN_MILK, 'CRUSTACEANS', 'PRAWNS', 'GARLIC'], ['MOLLUSCS', 'FISH']),
    },
  ),
  pizza(
    'diavola',
    'Diavola',
    'Hot salami, chilli, nduja, mozzarella, hot honey.',
    [2000, 2800, 3400],
    ['Chilli'],
    {
      categoryId: 'gourmet',
      label: 'Spicy',
      allergenInfo: allergens([...GLUTEN_MILK, 'BEE_PRODUCTS'], ['EGGS']),
    },
  ),
  pizza(
    'funghi-tartufo',
    'Funghi e tartufo',
    'Wild mushrooms, truffle oil, fior di latte, thyme. No tomato.',
    [2100, 2900, 3500],
    ['Thyme'],
    { categoryId: 'gourmet', dietary: 'Vegetarian' },
  ),
  pizza(
    'quattro-formaggi',
    'Quattro formaggi',
    'Mozzarella, gorgonzola, parmesan, smoked provola, walnuts.',
    [2000, 2800, 3400],
    ['Walnuts'],
    {
      categoryId: 'gourmet',
      dietary: 'Vegetarian',
      allergenInfo: allergens([...GLUTEN_MILK, 'TREE_NUTS', 'WALNUTS'], ['ALMONDS']),
    },
  ),
  pizza(
    'pumpkin-fetta',
    'Pumpkin & vegan fetta',
    'Roast pumpkin, vegan fetta, spinach, pine nuts, vegan cheese.',
    [2000, 2800, 3400],
    ['Pine nuts', 'Spinach'],
    {
      categoryId: 'gourmet',
      dietary: 'Vegan',
      label: 'New',
      allergenInfo: allergens(['GLUTEN', 'WHEAT', 'TREE_NUTS', 'PINE_NUTS'], ['SOYBEANS'], ['MILK', 'EGGS']),
    },
  ),

  // Sides
  {
    id: 'garlic-bread',
    categoryId: 'sides',
    type: 'basic',
    name: 'Garlic bread',
    description: 'Wood-fired flatbread, garlic butter, parsley.',
    dietary: 'Vegetarian',
    allergenInfo: allergens([...GLUTEN_MILK, 'GARLIC']),
    price: { basePrice: 850 },
    modifiers: [
      {
        id: 'extras',
        name: 'Extras',
        min: 0,
        max: 2,
        options: [
          { id: 'cheese', name: 'Add mozzarella', extraCharge: 200 },
          { id: 'chilli', name: 'Add chilli', extraCharge: 50 },
        ],
      },
    ],
  },
  {
    id: 'wedges',
    categoryId: 'sides',
    type: 'basic',
    name: 'Potato wedges',
    description: 'Crispy seasoned wedges with your choice of sauce.',
    dietary: 'Vegan',
    allergenInfo: allergens([], ['GLUTEN'], ['MILK', 'EGGS']),
    price: { basePrice: 900 },
    modifiers: [dipGroup],
  },
  {
    id: 'chicken-wings',
    categoryId: 'sides',
    type: 'basic',
    name: 'Chicken wings (8)',
    description: 'Free-range wings, tossed in your favourite sauce.',
    label: 'Popular',
    allergenInfo: allergens(['SOYBEANS', 'SESAME'], ['GLUTEN', 'CELERY']),
    price: { basePrice: 1450 },
    modifiers: [
      {
        id: 'wing-flavour',
        name: 'Choose a flavour',
        min: 1,
        max: 1,
        options: [
          { id: 'buffalo', name: 'Buffalo hot' },
          { id: 'honey-soy', name: 'Honey soy' },
          { id: 'lemon-pepper', name: 'Lemon pepper' },
        ],
      },
      { ...dipGroup, id: 'extra-dip', name: 'Extra dipping sauces', min: 0, max: 3, allowMultiple: true },
    ],
  },
  {
    id: 'arancini',
    categoryId: 'sides',
    type: 'basic',
    name: 'Arancini (3)',
    description: 'Mushroom and mozzarella risotto balls, aioli.',
    dietary: 'Vegetarian',
    allergenInfo: allergens([...GLUTEN_MILK, 'EGGS']),
    price: { basePrice: 1200 },
  },
  {
    id: 'caesar-salad',
    categoryId: 'sides',
    type: 'basic',
    name: 'Caesar salad',
    description: 'Cos, parmesan, croutons, egg, anchovy dressing.',
    allergenInfo: allergens([...GLUTEN_MILK, 'EGGS', 'FISH']),
    price: { basePrice: 1400 },
    modifiers: [
      {
        id: 'salad-protein',
        name: 'Add protein',
        min: 0,
        max: 1,
        options: [
          { id: 'chicken', name: 'Grilled chicken', extraCharge: 450 },
          { id: 'prawns', name: 'Garlic prawns', extraCharge: 650 },
        ],
      },
    ],
  },
  {
    id: 'open-food',
    categoryId: 'sides',
    type: 'custom',
    name: 'Open food item',
    description: 'For anything not on the menu; the cashier enters the name and price.',
    applicableOrderingSystem: { pos: true, online: false, uberEats: false },
  },

  // Drinks
  {
    id: 'soft-drink-can',
    categoryId: 'drinks',
    type: 'basic',
    name: 'Soft drink can',
    description: '375 ml can.',
    price: { basePrice: 400 },
    modifiers: [softDrinkGroup],
  },
  {
    id: 'san-pellegrino',
    categoryId: 'drinks',
    type: 'basic',
    name: 'San Pellegrino 750 ml',
    description: 'Sparkling mineral water.',
    dietary: 'Vegan',
    price: { basePrice: 700 },
  },
  {
    id: 'limonata',
    categoryId: 'drinks',
    type: 'basic',
    name: 'Italian limonata',
    description: 'Sparkling lemon, 330 ml.',
    price: { basePrice: 550 },
  },
  {
    id: 'peroni',
    categoryId: 'drinks',
    type: 'basic',
    name: 'Peroni Nastro Azzurro',
    description: 'Italian lager, 330 ml bottle.',
    isAlcohol: true,
    allergenInfo: allergens(['GLUTEN', 'BARLEY', 'ALCOHOL']),
    availableFor: { pickup: true, delivery: false, dineIn: true },
    price: { basePrice: 1000 },
  },
  {
    id: 'house-wine',
    categoryId: 'drinks',
    type: 'basic',
    name: 'House red',
    description: 'Montepulciano d’Abruzzo.',
    isAlcohol: true,
    allergenInfo: allergens(['SULPHITES', 'ALCOHOL']),
    availableFor: { pickup: false, delivery: false, dineIn: true },
    price: { basePrice: 1100 },
    modifiers: [
      {
        id: 'wine-serve',
        name: 'Choose a serve',
        min: 1,
        max: 1,
        options: [
          { id: 'glass', name: 'Glass' },
          { id: 'carafe', name: 'Half carafe', extraCharge: 1400 },
          { id: 'bottle', name: 'Bottle', extraCharge: 3300 },
        ],
      },
    ],
  },

  // Desserts
  {
    id: 'tiramisu',
    categoryId: 'desserts',
    type: 'basic',
    name: 'Tiramisu',
    description: 'Mascarpone, espresso-soaked savoiardi, cocoa.',
    dietary: 'Vegetarian',
    allergenInfo: allergens([...GLUTEN_MILK, 'EGGS', 'ALCOHOL']),
    price: { basePrice: 1200 },
  },
  {
    id: 'nutella-pizza',
    categoryId: 'desserts',
    type: 'basic',
    name: 'Nutella calzone',
    description: 'Folded dough, Nutella, strawberries, icing sugar.',
    allergenInfo: allergens([...GLUTEN_MILK, 'HAZELNUTS', 'TREE_NUTS', 'SOYBEANS']),
    price: { basePrice: 1500 },
  },
  {
    id: 'gelato',
    categoryId: 'desserts',
    type: 'basic',
    name: 'Gelato cup',
    description: 'Two scoops, made in house.',
    allergenInfo: allergens(['MILK'], ['TREE_NUTS', 'PEANUTS']),
    price: { basePrice: 800 },
    modifiers: [
      {
        id: 'gelato-flavours',
        name: 'Choose two scoops',
        min: 2,
        max: 2,
        allowMultiple: true,
        options: [
          { id: 'pistachio', name: 'Pistachio', extraCharge: 50 },
          { id: 'stracciatella', name: 'Stracciatella' },
          { id: 'lemon-sorbet', name: 'Lemon sorbet' },
          { id: 'hazelnut', name: 'Hazelnut' },
        ],
      },
    ],
  },
  {
    id: 'cannoli',
    categoryId: 'desserts',
    type: 'basic',
    name: 'Cannoli (2)',
    description: 'Crisp shells, sweet ricotta, candied orange.',
    allergenInfo: allergens([...GLUTEN_MILK, 'EGGS'], ['PISTACHIOS', 'TREE_NUTS']),
    price: { basePrice: 900 },
  },
];

/** Items per store; Bondi has sold out of cannoli today so the demo shows a sold-out item. */
function demoItems(storeId: string): ItemSpec[] {
  const positions = new Map<string, number>();
  return rows.map((row) => {
    const sortOrder = positions.get(row.categoryId) ?? 0;
    positions.set(row.categoryId, sortOrder + 1);
    return ZItemSpec.parse({
      ...row,
      restaurantId: RESTAURANT_ID,
      storeId,
      sortOrder,
      ...(row.type === 'custom' ? {} : { image: demoImage(row.id) }),
      soldout: storeId === 'bondi' && row.id === 'cannoli',
    });
  });
}

export function demoMenuItems(storeIds: readonly string[]): Record<string, ItemSpec[]> {
  return Object.fromEntries(storeIds.map((storeId) => [storeId, demoItems(storeId)]));
}

/** Ids that have a demo picture (items and categories), for the image seed. */
export const DEMO_MENU_IMAGE_IDS: { id: string; name: string }[] = [
  ...DEMO_CATEGORIES.map((category) => ({ id: category.id, name: category.name })),
  ...rows.filter((row) => row.type !== 'custom').map((row) => ({ id: row.id, name: String(row.name) })),
];
