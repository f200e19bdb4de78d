/** Types of the data that describes the product (services, articles, FAQ, legal text). */

export interface ServiceEntry {
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
  /** Intro paragraph of the service page. */
  intro: string;
  /** Exactly five bullet features (spec 2.4). */
  features: readonly [ServiceFeature, ServiceFeature, ServiceFeature, ServiceFeature, ServiceFeature];
  /** Call to action at the bottom of the page. */
  cta: { label: 'Contact Us' | 'Get Started'; to: '/contact' | '/signup' };
}

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
  /** Display date, e.g. 'March 12, 2025' */
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
  lastUpdated: 'March 28, 2025';
  /** The page's meta description. */
  description: string;
  sections: readonly LegalSection[];
}

export interface PropertyListing {
  id: string;
  title: string;
  location: string;
  /** Price in Kenyan shillings. */
  priceKes: number;
  image: string;
  description: string;
}
