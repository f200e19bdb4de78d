/** Home page hero copy (product rules, 'Public site'). */
export const HOME_HERO = {
  headline: 'Your Premier Partner for Comprehensive Property Management',
  subline:
    'From rent collection and tenant care to MRI tax filing and luxury renovations, we look after your property in Kisii and across Kenya, so you can enjoy the returns wherever you are.',
  /** The home page's meta description. */
  description:
    'Property and project management in Kisii, Kenya: rent collection, tenant management, MRI tax filing, marketing and renovation.',
} as const;
