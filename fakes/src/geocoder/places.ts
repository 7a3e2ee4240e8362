/**
 * What the fake geocoder knows: the Sydney suburbs around the demo stores (scripts/seed/demoData.ts:
 * Bondi Beach and Surry Hills, each with a drawn area of about 2 km around the store) and a few
 * suburbs well outside them, with a handful of streets each. Coordinates are approximate: good enough
 * for deciding delivery zones in the demo and tests, not a map.
 */

export type LatLng = readonly [lat: number, lng: number];

export interface KnownStreet {
  /** "Hall Street" (long form, as the geocoder names routes). */
  name: string;
  /** From the lowest house number to the highest, as a straight line. */
  from: LatLng;
  to: LatLng;
  /** The highest house number on the street (numbers beyond it are placed at `to`). */
  lastNumber: number;
}

export interface KnownSuburb {
  name: string;
  postcode: string;
  /** Local government area (administrative_area_level_2). */
  council: string;
  centre: LatLng;
  /** Streets nobody listed are placed within this distance of the centre. */
  radiusMetres: number;
  streets: readonly KnownStreet[];
}

export const STATE = { long: 'New South Wales', short: 'NSW' } as const;
export const COUNTRY = { long: 'Australia', short: 'AU' } as const;

const WAVERLEY = 'Waverley Council';
const SYDNEY = 'Council of the City of Sydney';
const WOOLLAHRA = 'Woollahra Municipal Council';
const RANDWICK = 'Randwick City Council';

function street(name: string, from: LatLng, to: LatLng, lastNumber = 200): KnownStreet {
  return { name, from, to, lastNumber };
}

export const KNOWN_SUBURBS: readonly KnownSuburb[] = [
  // Around the Bondi Beach store (-33.8910, 151.2770; its area spans ±0.01 lat, ±0.012 lng).
  {
    name: 'Bondi Beach',
    postcode: '2026',
    council: WAVERLEY,
    centre: [-33.8915, 151.2767],
    radiusMetres: 600,
    streets: [
      street('Campbell Parade', [-33.8868, 151.2802], [-33.8948, 151.2737], 300),
      street('Hall Street', [-33.8903, 151.2771], [-33.888, 151.2718], 120),
      street('Curlewis Street', [-33.8928, 151.2747], [-33.8906, 151.269], 150),
      street('Gould Street', [-33.8912, 151.276], [-33.8878, 151.2746], 120),
    ],
  },
  {
    name: 'North Bondi',
    postcode: '2026',
    council: WAVERLEY,
    centre: [-33.8855, 151.28],
    radiusMetres: 500,
    streets: [street('Ramsgate Avenue', [-33.8856, 151.2843], [-33.8839, 151.28], 80)],
  },
  {
    name: 'Tamarama',
    postcode: '2026',
    council: WAVERLEY,
    centre: [-33.8987, 151.2705],
    radiusMetres: 300,
    streets: [],
  },
  {
    name: 'Bondi',
    postcode: '2026',
    council: WAVERLEY,
    centre: [-33.894, 151.264],
    radiusMetres: 500,
    streets: [street('Bondi Road', [-33.8925, 151.256], [-33.895, 151.269], 300)],
  },
  {
    name: 'Bondi Junction',
    postcode: '2022',
    council: WAVERLEY,
    centre: [-33.8923, 151.2478],
    radiusMetres: 500,
    streets: [street('Oxford Street', [-33.8918, 151.243], [-33.893, 151.252], 400)],
  },
  {
    name: 'Bronte',
    postcode: '2024',
    council: WAVERLEY,
    centre: [-33.904, 151.264],
    radiusMetres: 500,
    streets: [street('Bronte Road', [-33.896, 151.252], [-33.904, 151.266], 500)],
  },
  {
    name: 'Waverley',
    postcode: '2024',
    council: WAVERLEY,
    centre: [-33.8985, 151.2545],
    radiusMetres: 500,
    streets: [],
  },
  {
    name: 'Rose Bay',
    postcode: '2029',
    council: WOOLLAHRA,
    centre: [-33.871, 151.269],
    radiusMetres: 700,
    streets: [],
  },
  {
    name: 'Dover Heights',
    postcode: '2030',
    council: WAVERLEY,
    centre: [-33.872, 151.281],
    radiusMetres: 500,
    streets: [],
  },
  // Around the Surry Hills store (-33.8840, 151.2120).
  {
    name: 'Surry Hills',
    postcode: '2010',
    council: SYDNEY,
    centre: [-33.8861, 151.2111],
    radiusMetres: 600,
    streets: [
      street('Crown Street', [-33.878, 151.215], [-33.895, 151.212], 700),
      street('Bourke Street', [-33.877, 151.217], [-33.895, 151.214], 700),
      street('Riley Street', [-33.879, 151.213], [-33.89, 151.211], 500),
      street('Foveaux Street', [-33.885, 151.207], [-33.883, 151.216], 250),
    ],
  },
  {
    name: 'Darlinghurst',
    postcode: '2010',
    council: SYDNEY,
    centre: [-33.8792, 151.2196],
    radiusMetres: 500,
    streets: [street('Victoria Street', [-33.873, 151.222], [-33.881, 151.221], 400)],
  },
  {
    name: 'Redfern',
    postcode: '2016',
    council: SYDNEY,
    centre: [-33.8929, 151.2045],
    radiusMetres: 500,
    streets: [street('Redfern Street', [-33.893, 151.2], [-33.892, 151.21], 200)],
  },
  {
    name: 'Paddington',
    postcode: '2021',
    council: WOOLLAHRA,
    centre: [-33.8846, 151.229],
    radiusMetres: 600,
    streets: [street('Oxford Street', [-33.8815, 151.2217], [-33.888, 151.236], 600)],
  },
  {
    name: 'Moore Park',
    postcode: '2021',
    council: SYDNEY,
    centre: [-33.8945, 151.222],
    radiusMetres: 500,
    streets: [],
  },
  {
    name: 'Chippendale',
    postcode: '2008',
    council: SYDNEY,
    centre: [-33.8868, 151.199],
    radiusMetres: 400,
    streets: [],
  },
  {
    name: 'Woolloomooloo',
    postcode: '2011',
    council: SYDNEY,
    centre: [-33.87, 151.222],
    radiusMetres: 400,
    streets: [],
  },
  {
    name: 'Sydney',
    postcode: '2000',
    council: SYDNEY,
    centre: [-33.8688, 151.2093],
    radiusMetres: 800,
    streets: [street('George Street', [-33.86, 151.208], [-33.882, 151.206], 900)],
  },
  {
    name: 'Waterloo',
    postcode: '2017',
    council: SYDNEY,
    centre: [-33.9, 151.206],
    radiusMetres: 500,
    streets: [],
  },
  {
    name: 'Zetland',
    postcode: '2017',
    council: SYDNEY,
    centre: [-33.907, 151.208],
    radiusMetres: 500,
    streets: [],
  },
  // Well outside both stores' areas.
  {
    name: 'Newtown',
    postcode: '2042',
    council: 'Inner West Council',
    centre: [-33.8978, 151.1794],
    radiusMetres: 600,
    streets: [street('King Street', [-33.893, 151.184], [-33.905, 151.177], 600)],
  },
  {
    name: 'Randwick',
    postcode: '2031',
    council: RANDWICK,
    centre: [-33.914, 151.241],
    radiusMetres: 800,
    streets: [],
  },
  {
    name: 'Coogee',
    postcode: '2034',
    council: RANDWICK,
    centre: [-33.9205, 151.2555],
    radiusMetres: 600,
    streets: [],
  },
  {
    name: 'Manly',
    postcode: '2095',
    council: 'Northern Beaches Council',
    centre: [-33.7969, 151.284],
    radiusMetres: 700,
    streets: [],
  },
  {
    name: 'Parramatta',
    postcode: '2150',
    council: 'City of Parramatta Council',
    centre: [-33.815, 151.0011],
    radiusMetres: 900,
    streets: [street('Church Street', [-33.81, 151.003], [-33.82, 151.002], 400)],
  },
];

/** Street types as customers type them → the long form routes are named with, and the short one. */
export const STREET_TYPES: Readonly<Record<string, { long: string; short: string }>> = (() => {
  const pairs: Array<[string, string, ...string[]]> = [
    ['Street', 'St', 'str'],
    ['Road', 'Rd'],
    ['Avenue', 'Ave', 'av'],
    ['Parade', 'Pde'],
    ['Lane', 'Ln'],
    ['Place', 'Pl'],
    ['Crescent', 'Cres', 'cr'],
    ['Drive', 'Dr'],
    ['Terrace', 'Tce'],
    ['Highway', 'Hwy'],
    ['Boulevard', 'Blvd'],
    ['Court', 'Ct'],
    ['Close', 'Cl'],
    ['Esplanade', 'Esp'],
    ['Square', 'Sq'],
    ['Way', 'Way'],
    ['Circuit', 'Cct'],
    ['Grove', 'Gr'],
  ];
  const table: Record<string, { long: string; short: string }> = {};
  for (const [long, short, ...others] of pairs) {
    for (const spelling of [long, short, ...others]) table[spelling.toLowerCase()] = { long, short };
  }
  return table;
})();
