import type { ServiceCard } from '../../../types/content';

/**
 * Route derived from a card title: lowercased, '&' removed,
 * whitespace runs to single dashes, trimmed, prefixed with '/'.
 * 'MRI & Filing' -> '/mri-filing'.
 */
export function routeFromTitle(title: string): string {
  const slug = title.toLowerCase().replace(/&/g, '').trim().replace(/\s+/g, '-');
  return `/${slug}`;
}

/**
 * The seven services, in carousel and menu order (product rules, 'Public site'): what the menu and the home
 * carousel show. Each page's text is in service-pages.ts, loaded with the service pages only.
 */
export const SERVICES: readonly ServiceCard[] = [
  {
    path: '/rent-collection',
    title: 'Rent Collection',
    menuLabel: 'Rent Collection & Accounting',
    description:
      'Rent collected through our M-Pesa Paybill and paid out to you every month, with clear monthly statements you can check from anywhere.',
    image: '/images/services/rent-collection.webp',
  },
  {
    path: '/tenant-management',
    title: 'Tenant Management',
    menuLabel: 'Tenant Management',
    description:
      'From screening to move-out, we find reliable tenants and look after them so they stay longer and pay on time.',
    image: '/images/services/tenant-management.webp',
  },
  {
    path: '/property-management',
    title: 'Property Management',
    menuLabel: 'Property Management',
    description:
      'Complete, hands-off management of your rental property: rent, repairs, tenants and compliance handled for you.',
    image: '/images/services/property-management.webp',
  },
  {
    path: '/assessment',
    title: 'Assessment',
    menuLabel: 'Assessment of Rent & Service Charges',
    description:
      'Find out what your property should earn and what its service charges should really cost, based on local market data.',
    image: '/images/services/assessment.webp',
  },
  {
    path: '/mri-filing',
    title: 'MRI & Filing',
    menuLabel: 'MRI & Filing',
    description:
      'Monthly Rental Income tax worked out, filed and paid on time, so you stay on the right side of KRA.',
    image: '/images/services/mri-filing.webp',
  },
  {
    path: '/property-marketing',
    title: 'Property Marketing',
    menuLabel: 'Property Marketing',
    description:
      'Professional photos, virtual tours and targeted online campaigns that fill vacant units and sell properties faster.',
    image: '/images/services/property-marketing.webp',
  },
  {
    path: '/project-management',
    title: 'Project Management',
    menuLabel: 'Project Management',
    description:
      'New builds and luxury renovations delivered on time and on budget, with progress you can follow from anywhere.',
    image: '/images/services/project-management.webp',
  },
];

/** Generic paragraph shown in the home carousel modal for every service card. */
export const SERVICE_MODAL_PARAGRAPH =
  'Our team combines local knowledge of Kisii and the wider Kenyan market with modern digital tools, so your property is looked after properly whether you live next door or overseas. Every service can be taken on its own or combined into a package that fits your portfolio, and you can follow everything we do for you through clear reports and your landlord dashboard. Talk to us to find out how we can help you earn more from your property with less stress.';
