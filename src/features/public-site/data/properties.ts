import type { PropertyListing } from '../../../types/content';

/** Heading of the Properties page (spec 2.5). */
export const PROPERTIES_HEADING = 'Explore our exclusive portfolio of Kenyan properties.';

/** Static sample listings (spec 2.5, 9); prices in Kenyan shillings. */
export const PROPERTIES: readonly PropertyListing[] = [
  {
    id: 'nairobi-home',
    title: 'Modern Family Home',
    location: 'Nairobi, Kenya',
    priceKes: 120_000_000,
    image: '/images/properties/nairobi-home.webp',
    description:
      'A spacious five-bedroom home in a quiet, secure neighbourhood, with a landscaped garden, solar water heating and ample parking.',
  },
  {
    id: 'nairobi-apartment',
    title: 'Luxury City Apartment',
    location: 'Nairobi, Kenya',
    priceKes: 85_000_000,
    image: '/images/properties/nairobi-apartment.webp',
    description:
      'A bright penthouse apartment with panoramic city views, a modern open-plan kitchen, a gym and round-the-clock security.',
  },
  {
    id: 'mombasa-villa',
    title: 'Beachfront Villa',
    location: 'Mombasa, Kenya',
    priceKes: 250_000_000,
    image: '/images/properties/mombasa-villa.webp',
    description:
      'An elegant coastal villa steps from the Indian Ocean, with a private pool, sea-facing terraces and lush tropical gardens.',
  },
];
