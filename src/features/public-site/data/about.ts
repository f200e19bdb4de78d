import { CONTENT } from '../../../config/content';

export interface AboutWhatWeDoItem {
  title: string;
  text: string;
  /** A service page path, e.g. '/property-management'. */
  path: string;
}

export interface AboutReason {
  title: string;
  text: string;
}

export interface AboutContent {
  whoWeAre: readonly string[];
  mission: string;
  whatWeDo: readonly [AboutWhatWeDoItem, AboutWhatWeDoItem, AboutWhatWeDoItem, AboutWhatWeDoItem];
  whyChooseUs: readonly [AboutReason, AboutReason, AboutReason, AboutReason, AboutReason, AboutReason];
}

const brand = CONTENT.brandName;

/** About Us page copy (product rules, 'Public site'). */
export const ABOUT: AboutContent = {
  whoWeAre: [
    `${brand} is a property and project management firm based in ${CONTENT.address.town}, ${CONTENT.address.country}, with our office at ${CONTENT.address.oneLine}. ${CONTENT.tagline}: we combine deep local knowledge with modern digital tools to help property owners earn more with less stress.`,
    'We work with landlords, property owners and investors, including many Kenyans living abroad, as well as the tenants who make their properties home. From a single rental unit to apartment blocks, commercial buildings and new construction projects, we look after each property as if it were our own.',
    'Our team brings together experience in property management, accounting, tax compliance, marketing and construction, so you can rely on one trusted partner for every stage of your property’s life.',
  ],
  mission:
    'Our mission is to make property ownership in Kenya simple, transparent and rewarding: rent collected on time and paid out to the owner every month with a clear statement, well-maintained homes that tenants are happy to live in, full compliance with the law, and clear real-time reporting, so that every owner, whether next door or overseas, can invest with confidence.',
  whatWeDo: [
    {
      title: 'Property Management',
      text: 'End-to-end management of your property: rent, tenants, maintenance, legal compliance and a real-time landlord dashboard.',
      path: '/property-management',
    },
    {
      title: 'Rent Collection & Accounting',
      text: 'Rent collected through our M-Pesa Paybill and paid out to you every month, with automated tracking and clear monthly statements.',
      path: '/rent-collection',
    },
    {
      title: 'MRI & Filing',
      text: 'Monthly Rental Income tax calculated, filed and paid on time in line with Kenya Revenue Authority rules.',
      path: '/mri-filing',
    },
    {
      title: 'Project Management',
      text: 'New builds and luxury renovations supervised from planning to handover, on time and on budget.',
      path: '/project-management',
    },
  ],
  whyChooseUs: [
    {
      title: 'Local Expertise',
      text: 'We know Kisii and the wider region: its neighbourhoods, rents, tenants, contractors and county processes.',
    },
    {
      title: 'Transparency',
      text: 'Every shilling is accounted for in clear statements, and you can follow your property in real time on your dashboard.',
    },
    {
      title: 'Rent Paid Out Monthly',
      text: 'Tenants pay rent to our M-Pesa Paybill; we pay it out to you each month, by M-Pesa or bank transfer, and your statement shows the date and reference of every payout.',
    },
    {
      title: 'Technology-Driven',
      text: 'Digital payments, online reporting and smart maintenance tracking make managing your property faster and simpler.',
    },
    {
      title: 'Full Compliance',
      text: 'Leases, safety requirements and MRI tax filing are handled correctly, protecting you from penalties and disputes.',
    },
    {
      title: 'Trusted by the Diaspora',
      text: 'Owners living abroad rely on us to manage their homes, rentals and building projects as if they were here.',
    },
  ],
};
