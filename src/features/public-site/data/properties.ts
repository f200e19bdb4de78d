import type { PropertyListing, PropertyPhoto, PropertyView } from '../../../types/content';

/** Heading of the Properties page (product rules, 'Property listings'). */
export const PROPERTIES_HEADING = 'Explore our exclusive portfolio of Kenyan properties.';

/** The note every property page carries (a common complaint in Kenya). */
export const NO_VIEWING_FEES = 'We never charge viewing fees.';

/**
 * A listing's pictures, each a view with the words that describe it: `npm run images:listings`
 * (scripts/listing-images.mjs) draws `/images/properties/{id}-{view}.webp` from the view and the
 * listing's type, town and features.
 */
const photos = (id: string, shots: readonly (readonly [PropertyView, string])[]): PropertyPhoto[] =>
  shots.map(([view, alt]) => ({ view, src: `/images/properties/${id}-${view}.webp`, alt }));

/**
 * Sample listings (product rules, 'Property listings'): the three original ones first,
 * then homes, apartments and land for sale and to let in the firm's five towns. Prices in
 * Kenyan shillings; rentals per month.
 */
export const PROPERTIES: readonly PropertyListing[] = [
  {
    id: 'nairobi-home',
    reference: 'KPM-P001',
    title: 'Modern Family Home',
    town: 'Nairobi',
    location: 'Karen, Nairobi',
    deal: 'sale',
    type: 'House',
    bedrooms: 5,
    bathrooms: 4,
    sizeSqm: 420,
    priceKes: 120_000_000,
    listedOn: '2026-10-02',
    images: photos('nairobi-home', [
      [
        'exterior',
        'Two-storey family home in Karen, Nairobi, with solar panels on the roof, a garden and parked cars',
      ],
      [
        'living-room',
        'Living room of the family home in Karen, Nairobi, with a large sofa and a garden window',
      ],
      [
        'garden',
        'Landscaped garden of the family home in Karen, Nairobi, with trees, flower beds and the borehole pump',
      ],
    ]),
    features: ['Landscaped garden', 'Solar water heating', 'Parking for four cars', 'Borehole'],
    description:
      'A spacious five-bedroom home in a quiet, secure neighbourhood, with a landscaped garden, solar water heating and ample parking.',
  },
  {
    id: 'nairobi-apartment',
    reference: 'KPM-P002',
    title: 'Luxury City Apartment',
    town: 'Nairobi',
    location: 'Westlands, Nairobi',
    deal: 'sale',
    type: 'Apartment',
    bedrooms: 3,
    bathrooms: 3,
    sizeSqm: 210,
    priceKes: 85_000_000,
    listedOn: '2026-09-18',
    images: photos('nairobi-apartment', [
      [
        'exterior',
        'Apartment tower in Westlands, Nairobi, with the penthouse on the top floor and the city skyline behind',
      ],
      [
        'living-room',
        'Living room of the penthouse in Westlands, Nairobi, with a window over the city skyline',
      ],
      ['kitchen', 'Open-plan kitchen of the penthouse in Westlands, Nairobi, with an island and bar stools'],
    ]),
    features: ['Panoramic city views', 'Gym and pool', '24-hour security', 'Backup generator'],
    description:
      'A bright penthouse apartment with panoramic city views, a modern open-plan kitchen, a gym and round-the-clock security.',
  },
  {
    id: 'mombasa-villa',
    reference: 'KPM-P003',
    title: 'Beachfront Villa',
    town: 'Mombasa',
    location: 'Nyali, Mombasa',
    deal: 'sale',
    type: 'Villa',
    bedrooms: 6,
    bathrooms: 6,
    sizeSqm: 650,
    priceKes: 250_000_000,
    listedOn: '2026-08-30',
    images: photos('mombasa-villa', [
      ['exterior', 'White beachfront villa in Nyali, Mombasa, with terraces, palm trees and the sea behind'],
      ['pool', 'Private pool of the villa in Nyali, Mombasa, with sun loungers, palms and the Indian Ocean'],
      ['bedroom', 'Bedroom of the villa in Nyali, Mombasa, with a window onto the sea'],
    ]),
    features: ['Private pool', 'Sea-facing terraces', 'Staff quarters', 'Tropical gardens'],
    description:
      'An elegant coastal villa steps from the Indian Ocean, with a private pool, sea-facing terraces and lush tropical gardens.',
  },
  {
    id: 'kisii-bungalow',
    reference: 'KPM-P004',
    title: 'Three-Bedroom Bungalow',
    town: 'Kisii',
    location: 'Nyanchwa, Kisii',
    deal: 'rent',
    type: 'House',
    bedrooms: 3,
    bathrooms: 2,
    sizeSqm: 160,
    priceKes: 45_000,
    listedOn: '2026-11-12',
    images: photos('kisii-bungalow', [
      [
        'exterior',
        'Three-bedroom bungalow in Nyanchwa, Kisii, behind a gated wall, with a water tank and green hills behind',
      ],
      [
        'living-room',
        'Living room of the bungalow in Nyanchwa, Kisii, with tiled floors and a view of the hills',
      ],
      ['bedroom', 'Bedroom of the bungalow in Nyanchwa, Kisii'],
    ]),
    features: ['Gated compound', 'Water tank', 'Tiled floors', 'Parking'],
    description:
      'A well-kept bungalow ten minutes from Kisii town, in a quiet gated compound with reliable water.',
  },
  {
    id: 'kisii-apartment',
    reference: 'KPM-P005',
    title: 'Two-Bedroom Apartment near Ouru Complex',
    town: 'Kisii',
    location: 'Kisii Town',
    deal: 'rent',
    type: 'Apartment',
    bedrooms: 2,
    bathrooms: 1,
    sizeSqm: 85,
    priceKes: 25_000,
    listedOn: '2026-11-05',
    images: photos('kisii-apartment', [
      ['exterior', 'Four-storey apartment block with balconies in Kisii Town, with the Kisii hills behind'],
      ['living-room', 'Living room of the two-bedroom apartment in Kisii Town'],
      ['kitchen', 'Kitchen of the two-bedroom apartment in Kisii Town'],
    ]),
    features: ['Walk to town', 'Prepaid electricity', 'CCTV', 'Balcony'],
    description: 'A modern second-floor apartment a short walk from Ouru Complex, shops and the bus park.',
  },
  {
    id: 'kisii-plot',
    reference: 'KPM-P006',
    title: 'Quarter-Acre Residential Plot',
    town: 'Kisii',
    location: 'Daraja Mbili, Kisii',
    deal: 'sale',
    type: 'Land',
    bedrooms: 0,
    bathrooms: 0,
    sizeSqm: 1_012,
    priceKes: 3_500_000,
    listedOn: '2026-10-20',
    images: photos('kisii-plot', [
      [
        'plot',
        'Quarter-acre residential plot in Daraja Mbili, Kisii, marked by four corner beacons, with power lines and a murram road in front',
      ],
      [
        'road',
        'Murram access road beside the plot in Daraja Mbili, Kisii, with the power line and a corner beacon',
      ],
      [
        'site-plan',
        'Survey plan of the quarter-acre plot in Daraja Mbili, Kisii: four beacons, its sides in metres and the access road',
      ],
    ]),
    features: ['Title deed ready', 'Electricity on site', 'Murram access road'],
    description:
      'A level residential plot with a clean title, close to Daraja Mbili market and the main road.',
  },
  {
    id: 'kisumu-townhouse',
    reference: 'KPM-P007',
    title: 'Lakeside Townhouse',
    town: 'Kisumu',
    location: 'Milimani, Kisumu',
    deal: 'sale',
    type: 'House',
    bedrooms: 4,
    bathrooms: 3,
    sizeSqm: 240,
    priceKes: 18_500_000,
    listedOn: '2026-10-28',
    images: photos('kisumu-townhouse', [
      ['exterior', 'Row of townhouses in a gated estate in Milimani, Kisumu, with Lake Victoria behind'],
      ['kitchen', 'Fitted kitchen of the townhouse in Milimani, Kisumu'],
      [
        'pool',
        'Shared pool of the townhouse estate in Milimani, Kisumu, with the townhouses and the lake behind',
      ],
    ]),
    features: ['Lake views', 'Fitted kitchen', 'Shared pool', 'Gated estate'],
    description: 'A four-bedroom townhouse in a gated Milimani estate with views over Lake Victoria.',
  },
  {
    id: 'kisumu-apartment',
    reference: 'KPM-P008',
    title: 'One-Bedroom Apartment',
    town: 'Kisumu',
    location: 'Mamboleo, Kisumu',
    deal: 'rent',
    type: 'Apartment',
    bedrooms: 1,
    bathrooms: 1,
    sizeSqm: 55,
    priceKes: 18_000,
    listedOn: '2026-11-15',
    images: photos('kisumu-apartment', [
      ['exterior', 'Three-storey apartment block in Mamboleo, Kisumu, with Lake Victoria in the distance'],
      ['living-room', 'Living room of the one-bedroom apartment in Mamboleo, Kisumu'],
      ['bedroom', 'Bedroom of the one-bedroom apartment in Mamboleo, Kisumu'],
    ]),
    features: ['Borehole water', 'Secure parking', 'Near the bypass'],
    description: 'A compact, bright apartment in a new block with borehole water and secure parking.',
  },
  {
    id: 'nakuru-family-home',
    reference: 'KPM-P009',
    title: 'Family Home with Garden',
    town: 'Nakuru',
    location: 'Milimani, Nakuru',
    deal: 'rent',
    type: 'House',
    bedrooms: 4,
    bathrooms: 3,
    sizeSqm: 220,
    priceKes: 80_000,
    listedOn: '2026-09-25',
    images: photos('nakuru-family-home', [
      [
        'exterior',
        'Two-storey family home with a chimney in Milimani, Nakuru, with acacia trees and two parked cars',
      ],
      ['living-room', 'Living room of the family home in Milimani, Nakuru, with a fireplace'],
      ['garden', 'Large garden of the family home in Milimani, Nakuru, with the servant quarter and a swing'],
    ]),
    features: ['Large garden', 'Servant quarter', 'Fireplace', 'Two parking bays'],
    description: 'A four-bedroom family home on a leafy street, with a large garden and a servant quarter.',
  },
  {
    id: 'nakuru-bedsitter',
    reference: 'KPM-P010',
    title: 'Bedsitter near Town',
    town: 'Nakuru',
    location: 'Section 58, Nakuru',
    deal: 'rent',
    type: 'Bedsitter',
    bedrooms: 0,
    bathrooms: 1,
    sizeSqm: 25,
    priceKes: 8_500,
    listedOn: '2026-11-18',
    images: photos('nakuru-bedsitter', [
      ['exterior', 'Single-storey row of bedsitters in Section 58, Nakuru, with a water tank'],
      [
        'studio',
        'Inside the bedsitter in Section 58, Nakuru: a bed and a cooker in one room, and the door to its own bathroom',
      ],
      ['bathroom', 'Own bathroom of the bedsitter in Section 58, Nakuru, with a shower, basin and toilet'],
    ]),
    features: ['Own bathroom', 'Water included', 'Caretaker on site'],
    description: 'A clean bedsitter with its own bathroom, water included, ten minutes from Nakuru town.',
  },
  {
    id: 'mombasa-apartment',
    reference: 'KPM-P011',
    title: 'Sea-View Apartment',
    town: 'Mombasa',
    location: 'Bamburi, Mombasa',
    deal: 'rent',
    type: 'Apartment',
    bedrooms: 2,
    bathrooms: 2,
    sizeSqm: 110,
    priceKes: 55_000,
    listedOn: '2026-10-10',
    images: photos('mombasa-apartment', [
      [
        'exterior',
        'Apartment block with balconies in Bamburi, Mombasa, between palm trees, with the sea behind',
      ],
      [
        'balcony-view',
        'Balcony of the sea-view apartment in Bamburi, Mombasa, looking over the beach and the Indian Ocean',
      ],
      ['pool', 'Swimming pool of the apartment block in Bamburi, Mombasa'],
    ]),
    features: ['Sea views', 'Swimming pool', 'Lift', 'Backup generator'],
    description:
      'A two-bedroom apartment with a balcony over the sea, a pool and a lift, near Bamburi beach.',
  },
  {
    id: 'nairobi-studio',
    reference: 'KPM-P012',
    title: 'Furnished Studio',
    town: 'Nairobi',
    location: 'Kilimani, Nairobi',
    deal: 'rent',
    type: 'Apartment',
    bedrooms: 0,
    bathrooms: 1,
    sizeSqm: 40,
    priceKes: 35_000,
    listedOn: '2026-11-20',
    images: photos('nairobi-studio', [
      [
        'studio',
        'Furnished studio in Kilimani, Nairobi: bed, desk with a laptop and the fibre router, and a kitchenette',
      ],
      ['rooftop', 'Rooftop terrace of the studio block in Kilimani, Nairobi, over the city skyline'],
      [
        'exterior',
        'Apartment block of the furnished studio in Kilimani, Nairobi, with its rooftop terrace and the city skyline behind',
      ],
    ]),
    features: ['Fully furnished', 'Fibre internet', 'Rooftop terrace', 'Gym'],
    description: 'A furnished studio with fibre internet and a rooftop terrace, close to Yaya Centre.',
  },
];

export const findProperty = (id: string): PropertyListing | undefined => PROPERTIES.find((p) => p.id === id);

/**
 * The home page's three featured listings, in order (product rules, 'Public site'): a rental in
 * Kisii, the firm's home town, beside homes for sale in Kisumu and Nairobi, so the home shows
 * both deals and a range of prices.
 */
export const FEATURED_PROPERTY_IDS: readonly string[] = [
  'kisii-bungalow',
  'kisumu-townhouse',
  'nairobi-home',
];

export const FEATURED_PROPERTIES: readonly PropertyListing[] = FEATURED_PROPERTY_IDS.flatMap((id) => {
  const property = findProperty(id);
  return property ? [property] : [];
});
