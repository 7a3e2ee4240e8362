// Generated from the zod schemas by shapeModuleSource (describeShape.ts); do not edit by hand.
// domain/test/menuPublishing/publishedMenuExpand.test.ts fails when a schema changes; regenerate with
//   node domain/scripts/generatePublishedShapes.mjs
import type { ShapeNode } from './shape';

const pickupShape: ShapeNode = {
  default: { available: false, prepTimeInMinutes: 30 },
  of: {
    object: {
      available: { default: false, of: 'boolean' },
      prepTimeInMinutes: { default: 30, of: 'number' },
    },
  },
};
const firstSessionShape: ShapeNode = {
  object: {
    available: 'boolean',
    timePeriod: {
      default: { startTimeOfDay: '10:00 AM', durationInHours: 7 },
      of: {
        object: {
          startTimeOfDay: { default: '10:00 AM', of: 'string' },
          durationInHours: { default: 7, of: 'number' },
        },
      },
    },
  },
};
const pickupShape2: ShapeNode = {
  object: { firstSession: firstSessionShape, secondSession: firstSessionShape },
};
const mondayShape: ShapeNode = {
  object: { pickup: pickupShape2, delivery: pickupShape2, dineIn: pickupShape2 },
};
const mondayShape2: ShapeNode = {
  object: {
    availableAllDay: 'boolean',
    dayIntervals: {
      default: [],
      of: {
        array: {
          object: {
            startTimeOfDay: 'string',
            endTimeOfDay: 'string',
            attributeToPreviousDay: { default: false, of: 'boolean' },
          },
        },
      },
    },
  },
};
const tradingHoursShape: ShapeNode = {
  object: {
    monday: mondayShape2,
    tuesday: mondayShape2,
    wednesday: mondayShape2,
    thursday: mondayShape2,
    friday: mondayShape2,
    saturday: mondayShape2,
    sunday: mondayShape2,
  },
};
const creditCardShape: ShapeNode = {
  default: { amountInCents: 0, percentage: 0 },
  of: {
    object: {
      amountInCents: { default: 0, of: 'number' },
      percentage: { default: 0, of: 'number' },
      applicableBelowAmount: { optional: 'number' },
    },
  },
};
const pickupShape3: ShapeNode = {
  default: { stripe: true, inStore: true, cashOnDelivery: false, cardOnDelivery: false },
  of: {
    object: {
      stripe: { default: true, of: 'boolean' },
      inStore: { default: true, of: 'boolean' },
      cashOnDelivery: { default: false, of: 'boolean' },
      cardOnDelivery: { default: false, of: 'boolean' },
    },
  },
};
const applicableOrderingSystemShape: ShapeNode = {
  default: { pos: true, online: true, uberEats: false },
  of: {
    object: {
      pos: { default: true, of: 'boolean' },
      online: { default: true, of: 'boolean' },
      uberEats: { default: false, of: 'boolean' },
    },
  },
};
const availableWeeklyHoursShape: ShapeNode = { optional: tradingHoursShape };
const availableForShape: ShapeNode = {
  default: { pickup: true, delivery: true, dineIn: true },
  of: {
    object: {
      pickup: { default: true, of: 'boolean' },
      delivery: { default: true, of: 'boolean' },
      dineIn: { default: true, of: 'boolean' },
    },
  },
};
const CONTAINSShape: ShapeNode = {
  default: [],
  of: {
    array: {
      oneOf: [
        'GLUTEN',
        'WHEAT',
        'RYE',
        'BARLEY',
        'OATS',
        'SPELT',
        'KAMUT',
        'CRUSTACEANS',
        'PRAWNS',
        'CRAB',
        'LOBSTER',
        'CRAYFISH',
        'EGGS',
        'FISH',
        'PEANUTS',
        'SOYBEANS',
        'MILK',
        'LACTOSE',
        'TREE_NUTS',
        'ALMONDS',
        'HAZELNUTS',
        'WALNUTS',
        'CASHEWS',
        'PECANS',
        'BRAZIL_NUTS',
        'PISTACHIOS',
        'MACADAMIAS',
        'PINE_NUTS',
        'CHESTNUTS',
        'COCONUT',
        'CELERY',
        'MUSTARD',
        'SESAME',
        'SULPHITES',
        'LUPIN',
        'MOLLUSCS',
        'SQUID',
        'OCTOPUS',
        'MUSSELS',
        'OYSTERS',
        'CLAMS',
        'SCALLOPS',
        'SNAILS',
        'BUCKWHEAT',
        'CORN',
        'PEAS',
        'LENTILS',
        'CHICKPEAS',
        'SUNFLOWER_SEEDS',
        'POPPY_SEEDS',
        'PUMPKIN_SEEDS',
        'GARLIC',
        'ONION',
        'NIGHTSHADES',
        'KIWIFRUIT',
        'STONE_FRUIT',
        'CITRUS',
        'YEAST',
        'GELATINE',
        'MSG',
        'BEE_PRODUCTS',
        'CARMINE',
        'TARTRAZINE',
        'ALCOHOL',
      ],
    },
  },
};
const allergenInfoShape: ShapeNode = {
  default: { CONTAINS: [], MAY_CONTAIN: [], FREE_FROM: [] },
  of: { object: { CONTAINS: CONTAINSShape, MAY_CONTAIN: CONTAINSShape, FREE_FROM: CONTAINSShape } },
};
const priceShape: ShapeNode = {
  default: {
    basePrice: 0,
    extraCharge: { pickup: 0, delivery: 0, dineIn: 0 },
    uberEatsExtraCharge: { pickup: 0, delivery: 0 },
  },
  of: {
    object: {
      basePrice: { default: 0, of: 'number' },
      extraCharge: {
        default: { pickup: 0, delivery: 0, dineIn: 0 },
        of: {
          object: {
            pickup: { default: 0, of: 'number' },
            delivery: { default: 0, of: 'number' },
            dineIn: { default: 0, of: 'number' },
          },
        },
      },
      uberEatsExtraCharge: {
        default: { pickup: 0, delivery: 0 },
        of: { object: { pickup: { default: 0, of: 'number' }, delivery: { default: 0, of: 'number' } } },
      },
    },
  },
};
const firstHalfShape: ShapeNode = {
  object: {
    pizzaSpecId: 'string',
    addToppings: { default: [], of: { array: 'string' } },
    removeToppings: { default: [], of: { array: 'string' } },
  },
};
const firstHalfShape2: ShapeNode = { optional: firstHalfShape };

/** ZPublishedMenu as the storefront reads it (see shape.ts). */
export const PUBLISHED_MENU_SHAPE: ShapeNode = {
  object: {
    schemaVersion: { oneOf: [1, 2] },
    restaurantId: 'string',
    storeId: 'string',
    contentHash: 'string',
    publishedIsoDateTimeUtc: 'string',
    store: {
      object: {
        name: 'string',
        address: {
          object: {
            formattedAddress: 'string',
            suburb: { default: '', of: 'string' },
            state: { default: '', of: 'string' },
            postcode: { default: '', of: 'string' },
            country: { object: { code: { oneOf: ['AU', 'US', 'GB', 'NZ'] }, name: 'string' } },
            geoPoint: { object: { latitude: 'string', longitude: 'string' } },
            googlePlaceId: { optional: 'string' },
          },
        },
        phoneNumber: 'string',
        timezone: 'string',
        collectionSettings: { object: { pickup: pickupShape, delivery: pickupShape, dineIn: pickupShape } },
        hasSplitTimings: { default: false, of: 'boolean' },
        socialLinks: {
          default: { facebook: '', instagram: '', tiktok: '', x: '', youtube: '', website: '' },
          of: {
            object: {
              facebook: { default: '', of: 'string' },
              instagram: { default: '', of: 'string' },
              tiktok: { default: '', of: 'string' },
              x: { default: '', of: 'string' },
              youtube: { default: '', of: 'string' },
              website: { default: '', of: 'string' },
            },
          },
        },
        googleFoodOrderingEnabled: { default: false, of: 'boolean' },
        status: { default: 'ONLINE', of: { oneOf: ['ONLINE', 'OFFLINE'] } },
        offlineReason: { optional: 'string' },
      },
    },
    restaurant: {
      optional: {
        object: { name: 'string', logo: { optional: { object: { id: 'string', path: 'string' } } } },
      },
    },
    settings: {
      object: {
        pizza: {
          optional: {
            object: {
              pizzaAvailable: { default: true, of: 'boolean' },
              halfAndHalfAvailable: { default: true, of: 'boolean' },
              enableDealAndHalfAndHalfConversion: { default: false, of: 'boolean' },
              sizes: {
                array: {
                  object: {
                    id: 'string',
                    name: 'string',
                    hasHalfAndHalf: { default: true, of: 'boolean' },
                    halfAndHalfExtraCharge: { default: 0, of: 'number' },
                  },
                },
              },
              toppings: {
                default: [],
                of: { array: { object: { id: 'string', name: 'string', prices: { record: 'number' } } } },
              },
            },
          },
        },
        timings: {
          object: {
            monday: mondayShape,
            tuesday: mondayShape,
            wednesday: mondayShape,
            thursday: mondayShape,
            friday: mondayShape,
            saturday: mondayShape,
            sunday: mondayShape,
          },
        },
        tradingHours: tradingHoursShape,
        holidays: {
          default: [],
          of: { array: { object: { date: 'string', name: { optional: 'string' } } } },
        },
        publicHolidaySurcharge: {
          object: {
            enabled: { default: false, of: 'boolean' },
            isEnabledForOnline: { default: false, of: 'boolean' },
            surcharge: { default: 0, of: 'number' },
            holidays: { default: [], of: { array: 'string' } },
          },
        },
        delivery: {
          object: {
            provider: { optional: { oneOf: ['inHouse', 'courierService', 'marketplace'] } },
            minOrderValue: { default: 0, of: 'number' },
            suburbs: {
              default: [],
              of: {
                array: {
                  object: {
                    name: 'string',
                    postcode: { default: '', of: 'string' },
                    deliveryCharges: { default: 0, of: 'number' },
                  },
                },
              },
            },
            areas: {
              default: [],
              of: {
                array: {
                  object: {
                    id: 'string',
                    name: 'string',
                    polygon: { array: { object: { latitude: 'string', longitude: 'string' } } },
                    deliveryCharges: { default: 0, of: 'number' },
                    minOrderValue: { optional: 'number' },
                    shouldApplyThirdPartyDeliveryFee: { default: false, of: 'boolean' },
                  },
                },
              },
            },
          },
        },
        checkout: { object: { creditCard: creditCardShape, eftpos: creditCardShape } },
        payments: {
          object: {
            pickup: pickupShape3,
            delivery: {
              default: { stripe: true, inStore: false, cashOnDelivery: true, cardOnDelivery: false },
              of: {
                object: {
                  stripe: { default: true, of: 'boolean' },
                  inStore: { default: false, of: 'boolean' },
                  cashOnDelivery: { default: true, of: 'boolean' },
                  cardOnDelivery: { default: false, of: 'boolean' },
                },
              },
            },
            dineIn: pickupShape3,
          },
        },
        orderProcess: {
          object: {
            hasEta: { default: true, of: 'boolean' },
            hasUnprocessedOrderMonitor: { default: true, of: 'boolean' },
            hasCompleteStatus: { default: true, of: 'boolean' },
            autoAcceptDineInOrders: { default: false, of: 'boolean' },
            unprocessedOrderAlertMinutes: { optional: 'number' },
            maxLinesPerOrder: { default: 50, of: 'number' },
            maxQuantityPerItem: { default: 50, of: 'number' },
          },
        },
        customPayments: {
          default: [],
          of: {
            array: {
              object: {
                id: 'string',
                name: 'string',
                availableForPickup: { default: true, of: 'boolean' },
                availableForDelivery: { default: true, of: 'boolean' },
                availableForDineIn: { default: true, of: 'boolean' },
                sortOrder: { default: 0, of: 'number' },
              },
            },
          },
        },
        addOns: {
          object: {
            connectedStores: { default: false, of: 'boolean' },
            smsMarketing: { default: false, of: 'boolean' },
            kitchenDisplay: { default: false, of: 'boolean' },
            tableMap: { default: false, of: 'boolean' },
            googleReviews: { default: false, of: 'boolean' },
          },
        },
      },
    },
    categories: {
      array: {
        object: {
          id: 'string',
          name: 'string',
          description: { default: '', of: 'string' },
          sortOrder: { default: 0, of: 'number' },
          image: { optional: { object: { id: 'string', path: 'string' } } },
          applicableOrderingSystem: applicableOrderingSystemShape,
          backgroundColor: { optional: 'string' },
          items: {
            default: [],
            of: {
              array: {
                discriminator: 'type',
                options: {
                  basic: {
                    object: {
                      id: 'string',
                      sortOrder: { default: 0, of: 'number' },
                      name: 'string',
                      description: { default: '', of: 'string' },
                      discounted: { default: false, of: 'boolean' },
                      availableWeeklyHours: availableWeeklyHoursShape,
                      applicableOrderingSystem: applicableOrderingSystemShape,
                      image: { optional: { object: { id: 'string', path: 'string' } } },
                      available: { default: true, of: 'boolean' },
                      isGstApplicable: { default: true, of: 'boolean' },
                      soldout: { default: false, of: 'boolean' },
                      availableFor: availableForShape,
                      backgroundColor: { optional: 'string' },
                      isAlcohol: { default: false, of: 'boolean' },
                      label: { optional: 'string' },
                      dietary: { optional: 'string' },
                      allergenInfo: allergenInfoShape,
                      price: priceShape,
                      type: { oneOf: ['basic'] },
                      modifiers: { default: [], of: { array: 'string' } },
                    },
                  },
                  pizza: {
                    object: {
                      id: 'string',
                      sortOrder: { default: 0, of: 'number' },
                      name: 'string',
                      description: { default: '', of: 'string' },
                      discounted: { default: false, of: 'boolean' },
                      availableWeeklyHours: availableWeeklyHoursShape,
                      applicableOrderingSystem: applicableOrderingSystemShape,
                      image: { optional: { object: { id: 'string', path: 'string' } } },
                      available: { default: true, of: 'boolean' },
                      isGstApplicable: { default: true, of: 'boolean' },
                      soldout: { default: false, of: 'boolean' },
                      availableFor: availableForShape,
                      backgroundColor: { optional: 'string' },
                      isAlcohol: { default: false, of: 'boolean' },
                      label: { optional: 'string' },
                      dietary: { optional: 'string' },
                      allergenInfo: allergenInfoShape,
                      price: priceShape,
                      type: { oneOf: ['pizza'] },
                      sizes: {
                        record: {
                          object: { price: 'number', halfAndHalfAvailable: { default: true, of: 'boolean' } },
                        },
                      },
                      removeToppings: { default: [], of: { array: 'string' } },
                    },
                  },
                  halfAndHalf: {
                    object: {
                      id: 'string',
                      sortOrder: { default: 0, of: 'number' },
                      name: 'string',
                      description: { default: '', of: 'string' },
                      discounted: { default: false, of: 'boolean' },
                      availableWeeklyHours: availableWeeklyHoursShape,
                      applicableOrderingSystem: applicableOrderingSystemShape,
                      image: { optional: { object: { id: 'string', path: 'string' } } },
                      available: { default: true, of: 'boolean' },
                      isGstApplicable: { default: true, of: 'boolean' },
                      soldout: { default: false, of: 'boolean' },
                      availableFor: availableForShape,
                      backgroundColor: { optional: 'string' },
                      isAlcohol: { default: false, of: 'boolean' },
                      label: { optional: 'string' },
                      dietary: { optional: 'string' },
                      allergenInfo: allergenInfoShape,
                      price: priceShape,
                      type: { oneOf: ['halfAndHalf'] },
                      pizzaSizeId: 'string',
                      includedPizzaIds: { array: 'string' },
                    },
                  },
                  deal: {
                    object: {
                      id: 'string',
                      sortOrder: { default: 0, of: 'number' },
                      name: 'string',
                      description: { default: '', of: 'string' },
                      discounted: { default: false, of: 'boolean' },
                      availableWeeklyHours: availableWeeklyHoursShape,
                      applicableOrderingSystem: applicableOrderingSystemShape,
                      image: { optional: { object: { id: 'string', path: 'string' } } },
                      available: { default: true, of: 'boolean' },
                      isGstApplicable: { default: true, of: 'boolean' },
                      soldout: { default: false, of: 'boolean' },
                      availableFor: availableForShape,
                      backgroundColor: { optional: 'string' },
                      isAlcohol: { default: false, of: 'boolean' },
                      label: { optional: 'string' },
                      dietary: { optional: 'string' },
                      allergenInfo: allergenInfoShape,
                      price: priceShape,
                      type: { oneOf: ['deal'] },
                      items: {
                        default: [],
                        of: {
                          array: {
                            object: {
                              id: 'string',
                              name: 'string',
                              quantity: { default: 1, of: 'number' },
                              modifiers: { default: [], of: { array: 'string' } },
                            },
                          },
                        },
                      },
                      pizzas: {
                        default: [],
                        of: {
                          array: {
                            object: {
                              id: 'string',
                              name: 'string',
                              pizzaSizeId: 'string',
                              includedPizzaIds: { array: 'string' },
                            },
                          },
                        },
                      },
                      modifiers: { default: [], of: { array: 'string' } },
                    },
                  },
                  custom: {
                    object: {
                      id: 'string',
                      sortOrder: { default: 0, of: 'number' },
                      name: 'string',
                      description: { default: '', of: 'string' },
                      discounted: { default: false, of: 'boolean' },
                      availableWeeklyHours: availableWeeklyHoursShape,
                      applicableOrderingSystem: applicableOrderingSystemShape,
                      image: { optional: { object: { id: 'string', path: 'string' } } },
                      available: { default: true, of: 'boolean' },
                      isGstApplicable: { default: true, of: 'boolean' },
                      soldout: { default: false, of: 'boolean' },
                      availableFor: availableForShape,
                      backgroundColor: { optional: 'string' },
                      isAlcohol: { default: false, of: 'boolean' },
                      label: { optional: 'string' },
                      dietary: { optional: 'string' },
                      allergenInfo: allergenInfoShape,
                      price: priceShape,
                      type: { oneOf: ['custom'] },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    modifierGroups: {
      default: {},
      of: {
        record: {
          object: {
            id: 'string',
            name: 'string',
            min: { default: 0, of: 'number' },
            max: { default: 1, of: 'number' },
            allowMultiple: { default: false, of: 'boolean' },
            options: {
              array: { object: { id: 'string', name: 'string', extraCharge: { default: 0, of: 'number' } } },
            },
          },
        },
      },
    },
    itemCount: 'number',
  },
};

/** ZItemSelection (the cart keeps selections in localStorage). */
export const ITEM_SELECTION_SHAPE: ShapeNode = {
  discriminator: 'type',
  options: {
    basic: {
      object: {
        specId: 'string',
        quantity: 'number',
        comments: { default: '', of: 'string' },
        type: { oneOf: ['basic'] },
        modifiersValue: { default: {}, of: { record: { record: 'number' } } },
      },
    },
    pizza: {
      object: {
        specId: 'string',
        quantity: 'number',
        comments: { default: '', of: 'string' },
        type: { oneOf: ['pizza'] },
        sizeId: 'string',
        addToppings: { default: [], of: { array: 'string' } },
        removeToppings: { default: [], of: { array: 'string' } },
      },
    },
    halfAndHalf: {
      object: {
        specId: 'string',
        quantity: 'number',
        comments: { default: '', of: 'string' },
        type: { oneOf: ['halfAndHalf'] },
        firstHalf: firstHalfShape,
        secondHalf: firstHalfShape,
      },
    },
    deal: {
      object: {
        specId: 'string',
        quantity: 'number',
        comments: { default: '', of: 'string' },
        type: { oneOf: ['deal'] },
        modifiersValue: { default: {}, of: { record: { record: 'number' } } },
        items: {
          default: {},
          of: {
            record: { object: { modifiersValue: { default: {}, of: { record: { record: 'number' } } } } },
          },
        },
        pizzas: {
          default: {},
          of: {
            record: {
              object: {
                pizzaId: { optional: 'string' },
                addToppings: { default: [], of: { array: 'string' } },
                removeToppings: { default: [], of: { array: 'string' } },
                firstHalf: firstHalfShape2,
                secondHalf: firstHalfShape2,
              },
            },
          },
        },
      },
    },
    custom: {
      object: {
        specId: 'string',
        quantity: 'number',
        comments: { default: '', of: 'string' },
        type: { oneOf: ['custom'] },
        name: 'string',
        price: 'number',
      },
    },
  },
};
