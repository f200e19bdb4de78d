/** Types of the data that describes the product (services, articles, FAQ, legal text). */

/** A service as the menu and the home carousel show it (data/services.ts). */
export interface ServiceCard {
  /** Route path of the service page, e.g. '/rent-collection'. */
  path: string;
  /**
   * Card title on the home carousel, e.g. 'Rent Collection'. The card's Learn More
   * route is derived from it (lowercased, '&' removed, spaces to dashes) and must equal `path`.
   */
  title: string;
  /** Label in the Services menu and heading of the service page, e.g. 'Rent Collection & Accounting'. */
  menuLabel: string;
  /** Short description for the home carousel card (one or two sentences). */
  description: string;
  /** Image URL under public/, e.g. '/images/services/rent-collection.webp'. */
  image: string;
}

/** A service page's own text (data/service-pages.ts), loaded with the service pages only. */
export interface ServicePage {
  /** An interactive tool the service page shows (the MRI & Filing page's estimator). */
  tool?: 'mri-estimator';
  /** Intro paragraph of the service page. */
  intro: string;
  /** Exactly five bullet features (product rules, 'Public site'). */
  features: readonly [ServiceFeature, ServiceFeature, ServiceFeature, ServiceFeature, ServiceFeature];
  /** Call to action at the bottom of the page. */
  cta: { label: 'Contact Us' | 'Get Started'; to: '/contact' | '/signup' };
  /**
   * A second link beside it, so every page is reached by clicking (product rules, 'Public
   * site'): the listings, and the placeholder pages of Pricing, Tenants and Project.
   */
  secondaryCta?: { label: string; to: string };
}

/** A service with its page: what the service page shows. */
export type ServiceEntry = ServiceCard & ServicePage;

export interface ServiceFeature {
  title: string;
  text: string;
}

export type ArticleCategory = 'Market Trends' | 'Investment' | 'Property Management';

export interface Article {
  id: string;
  title: string;
  description: string;
  image: string;
  author: string;
  /** e.g. '5 min read' */
  readTime: string;
  /** ISO date, e.g. '2025-03-12' (dates in March 2025: product rules, 'Dates'), shown as '12 March 2025'. */
  date: string;
  category: ArticleCategory;
  /** Rich HTML body; sanitised before rendering. */
  content: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqTab {
  key: 'mri-tax-support' | 'project-management' | 'property-management';
  label: 'MRI Tax Support' | 'Project Management' | 'Property Management';
  items: readonly FaqItem[];
}

export interface LegalSection {
  heading: string;
  /** Paragraphs of plain text. */
  paragraphs: readonly string[];
  /** Optional bullet list after the paragraphs. */
  bullets?: readonly string[];
}

export interface LegalDocument {
  title: 'Privacy Policy' | 'Terms of Service';
  /** ISO date (last updated 28 March 2025: product rules, 'Dates'). */
  lastUpdated: '2025-03-28';
  /** The page's meta description. */
  description: string;
  sections: readonly LegalSection[];
}

export const PROPERTY_TOWNS = ['Kisii', 'Nairobi', 'Mombasa', 'Kisumu', 'Nakuru'] as const;
export type PropertyTown = (typeof PROPERTY_TOWNS)[number];
export const PROPERTY_TYPES = ['House', 'Apartment', 'Villa', 'Bedsitter', 'Land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** What a listing's picture shows; scripts/listing-images.mjs draws one scene per view. */
export const PROPERTY_VIEWS = [
  'exterior',
  'living-room',
  'kitchen',
  'bedroom',
  'bathroom',
  'studio',
  'garden',
  'pool',
  'balcony-view',
  'rooftop',
  'plot',
  'road',
  'site-plan',
] as const;
export type PropertyView = (typeof PROPERTY_VIEWS)[number];

/** One picture of a listing: `src` is `/images/properties/{id}-{view}.webp`; `alt` says what it shows. */
export interface PropertyPhoto {
  view: PropertyView;
  src: string;
  alt: string;
}

/** For sale, or to let (the price is then a month's rent). */
export type PropertyDeal = 'sale' | 'rent';

export interface PropertyListing {
  id: string;
  /** The listing's reference, quoted in viewing requests (e.g. 'KPM-P001'). */
  reference: string;
  title: string;
  town: PropertyTown;
  /** Neighbourhood and town, e.g. 'Karen, Nairobi'. */
  location: string;
  deal: PropertyDeal;
  type: PropertyType;
  bedrooms: number;
  bathrooms: number;
  /** Floor area (plot area for land), square metres. */
  sizeSqm: number;
  /** Price in Kenyan shillings (a month's rent for rentals). */
  priceKes: number;
  /** ISO date it was listed: 'Newest' sorts by it. */
  listedOn: string;
  /** At least three local pictures (scripts/listing-images.mjs draws them); the first is the card's. */
  images: readonly PropertyPhoto[];
  features: readonly string[];
  description: string;
}
