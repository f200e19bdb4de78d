import { PATHS } from '../../../config/paths';
import type { ServiceEntry, ServicePage } from '../../../types/content';
import { SERVICES } from './services';
import { MRI_TAX_FACTS } from '../../../config/tax-facts';
import { MRI_TEXT } from './mri-text';

const CONTACT = { label: 'Contact Us', to: '/contact' } as const;
const GET_STARTED = { label: 'Get Started', to: '/signup' } as const;

/**
 * Each service page's text (product rules, 'Public site'), by the page's path: intro, the five
 * features, the calls to action.
 */
export const SERVICE_PAGES: Readonly<Record<string, ServicePage>> = {
  '/rent-collection': {
    intro:
      'Chasing rent eats into your time and your returns, especially when you live far from your property. We collect rent from your tenants through our M-Pesa Paybill, each tenant quoting their own account number, and pay it out to you every month, by M-Pesa or bank transfer. Every payment is recorded and reconciled, arrears are followed up politely but firmly, and you receive a clear statement every month. Whether you own a single rental in Kisii town or several blocks across the region, you always know who has paid, who has not, and what your property earned.',
    features: [
      {
        title: 'Direct Digital Rent Transfers',
        text: 'Tenants pay rent to our M-Pesa Paybill, with no cash handling; we pay it out to you each month, by M-Pesa or bank transfer, with a statement.',
      },
      {
        title: 'Automated Payment Tracking',
        text: 'Every payment is matched to the right tenant and unit automatically, so arrears are spotted the day they arise.',
      },
      {
        title: 'Transparent Monthly Digital Statements',
        text: 'You get an itemised statement each month showing rent received, deductions and balances, ready for your records and for KRA.',
      },
      {
        title: 'Smart Late Payment Alerts',
        text: 'Tenants receive friendly reminders before and after the due date, and you are told early when a balance needs attention.',
      },
      {
        title: 'Real-Time Financial Analytics',
        text: 'Follow occupancy, collections and income trends on your dashboard at any time, from Kisii or from abroad.',
      },
    ],
    cta: CONTACT,
    secondaryCta: { label: 'Pricing Plans', to: PATHS.pricing },
  },
  '/tenant-management': {
    intro:
      'Good tenants are the foundation of a profitable rental property. We screen every applicant carefully, checking identity, employment and rental history, before a lease is signed. Once tenants move in, we handle their requests, repairs and questions promptly, which keeps vacancies low and relationships healthy. When disagreements arise, we resolve them fairly and in line with Kenyan tenancy law, so you are spared the stress and the late-night phone calls.',
    features: [
      {
        title: 'AI-Powered Screening',
        text: 'Applicants are assessed on identity, income and rental history with data-driven checks that flag risks before you commit.',
      },
      {
        title: 'Automated Lease Agreements',
        text: 'Clear, legally sound leases are prepared, signed and stored digitally, with renewal reminders sent well before expiry.',
      },
      {
        title: 'Smart Maintenance Coordination',
        text: 'Tenant repair requests are logged, prioritised and assigned to a trusted technician without back-and-forth phone calls.',
      },
      {
        title: 'Digital Tenant Communication',
        text: 'Notices, reminders and updates reach tenants by SMS, WhatsApp and email, and every message is kept on record.',
      },
      {
        title: 'Conflict Resolution With AI Insights',
        text: 'Payment and communication history help us mediate disputes quickly and fairly, before they become costly.',
      },
    ],
    cta: CONTACT,
    // The portal works: its button leads to the portal's sign-in (product rules, 'Public site').
    secondaryCta: { label: 'Tenants Portal', to: PATHS.login },
  },
  '/property-management': {
    intro:
      'Owning property in Kenya should build your wealth, not take over your life. We manage your property end to end: rent is collected through our M-Pesa Paybill and paid out to you every month with a clear statement, maintenance and repairs are handled by vetted professionals, and every tenant is carefully screened before moving in. We keep your property legally compliant, from lease terms to health and safety and tax obligations. Through our real-time landlord dashboard you can see rent, expenses, occupancy and maintenance updates at any moment, wherever you are in the world.',
    features: [
      {
        title: 'IoT-Enabled Maintenance and Repairs',
        text: 'Smart meters and sensors help us catch leaks, power faults and water shortages early, before small issues become expensive repairs.',
      },
      {
        title: 'Predictive Vendor Management',
        text: 'We plan servicing ahead and work with a vetted network of plumbers, electricians and contractors at fair, agreed rates.',
      },
      {
        title: 'Green Energy Solutions',
        text: 'We advise on solar power, rainwater harvesting and efficient fittings that cut running costs and attract quality tenants.',
      },
      {
        title: 'Automated Health and Safety Compliance',
        text: 'Fire safety, electrical and sanitation checks are scheduled and recorded so your property meets county and national requirements.',
      },
      {
        title: 'Real-Time Inspections',
        text: 'Regular inspections are logged with photos on your dashboard, so you can see the condition of your property without travelling.',
      },
    ],
    cta: CONTACT,
  },
  '/assessment': {
    intro:
      'Setting rent too high leaves units empty; setting it too low quietly costs you money every month. We assess your property against comparable units in Kisii and the wider region to recommend a fair, competitive rent. For apartment blocks and shared developments, we break down service charges line by line so owners and tenants can see exactly what they pay for. The result is pricing you can defend and costs you can control.',
    features: [
      {
        title: 'Advanced Market Analytics',
        text: 'We compare your property with similar units nearby, using current rents, occupancy levels and demand trends.',
      },
      {
        title: 'Digital Property Valuation',
        text: 'Get a clear estimate of your property’s market and rental value to guide pricing, refinancing or sale decisions.',
      },
      {
        title: 'Transparent Service Charge Breakdown',
        text: 'Security, cleaning, water, power for common areas and repairs are itemised so every shilling is accounted for.',
      },
      {
        title: 'Smart Cost Optimization',
        text: 'We identify where running costs can be reduced, from supplier contracts to energy use, without lowering standards.',
      },
      {
        title: 'Interactive Financial Reporting',
        text: 'Explore rent, charges and projected returns in easy-to-read reports that you can share with partners or your bank.',
      },
    ],
    cta: GET_STARTED,
  },
  '/mri-filing': {
    tool: 'mri-estimator',
    intro: `Monthly Rental Income (MRI) tax applies to resident landlords earning ${MRI_TEXT.thresholds} in rent, and it is charged at ${MRI_TEXT.rate} of gross rent. We calculate what you owe, file your returns on iTax and make sure payment is made ${MRI_TEXT.dueDate}, fully aligned with the Kenya Revenue Authority rules. Because late filing costs ${MRI_TEXT.latePenalty}, plus interest of ${MRI_TEXT.interest}, staying on schedule matters. We also keep your tenancy records, receipts and filings organised in secure digital storage, ready for any KRA query.`,
    features: [
      {
        title: 'Automated Maintenance Record Inspection',
        text: 'Repair and maintenance records are reviewed and kept in order, so your property files are complete when you need them.',
      },
      {
        title: 'Secure Digital Filing and Cloud Storage',
        text: 'Leases, receipts, statements and KRA acknowledgements are stored securely in the cloud and available whenever you need them.',
      },
      {
        title: 'Intelligent Compliance Reviews',
        text: `Each month we check your rental income against the ${MRI_TAX_FACTS.ratePercent}% MRI rules and flag anything that needs your attention before the deadline.`,
      },
      {
        title: 'Dynamic Document Management',
        text: 'Documents are organised by property, tenant and month, so finding a single receipt takes seconds rather than hours.',
      },
      {
        title: 'Paper and Digital Integration',
        text: 'We scan and index your existing paper records, joining them with new digital files into one complete history.',
      },
    ],
    cta: CONTACT,
  },
  '/property-marketing': {
    intro:
      'Every month a unit stands empty is income you will never get back. We market your property where today’s tenants and buyers actually look: property portals, social media and WhatsApp networks, as well as local channels in Kisii. Professional photography and virtual tours let serious prospects, including Kenyans in the diaspora, view your property from anywhere. We then follow up every enquiry quickly, turning interest into signed leases and completed sales.',
    features: [
      {
        title: 'AI-Driven Advertising',
        text: 'Your listing is shown to the people most likely to rent or buy, based on location, budget and search behaviour.',
      },
      {
        title: 'Virtual Tours and Photography',
        text: 'High-quality photos and walk-through videos present your property at its best and cut down on wasted viewings.',
      },
      {
        title: 'Tailored Digital Campaigns',
        text: 'Campaigns are designed for your property type and audience, from student hostels to family homes and commercial space.',
      },
      {
        title: 'Interactive Brand Management',
        text: 'We build a consistent identity for your development, with a name, listing copy and social presence that tenants remember.',
      },
      {
        title: 'Smart Lead Conversion',
        text: 'Every enquiry is answered promptly, tracked and followed up until it becomes a viewing, a lease or a sale.',
      },
    ],
    cta: CONTACT,
    // The listings the firm markets (product rules, 'Public site').
    secondaryCta: { label: 'View our listings', to: PATHS.properties },
  },
  '/project-management': {
    intro:
      'Building or renovating in Kenya, especially from abroad, can go wrong quickly without someone trustworthy on site. We manage your project from planning and approvals to handover, coordinating architects, contractors and suppliers on your behalf. Budgets, schedules and quality are tracked closely, and you receive regular photo and video updates so you always know how the work is progressing. Whether it is a new home, a rental block or a luxury renovation, we protect your investment at every stage.',
    features: [
      {
        title: 'Real-Time Tracking',
        text: 'Follow progress, spending and milestones online, with regular photo and video updates straight from the site.',
      },
      {
        title: 'Automated Scheduling and Budgeting',
        text: 'Work is planned stage by stage with a clear budget, and any variation is flagged before money is spent.',
      },
      {
        title: 'Contractor Coordination',
        text: 'We source, vet and supervise contractors and suppliers so the right people are on site at the right time.',
      },
      {
        title: 'Digital Compliance and Permits Management',
        text: 'Building approvals, NCA requirements and county permits are tracked and documented from start to finish.',
      },
      {
        title: 'Risk and Quality Control',
        text: 'Regular site inspections check workmanship and materials against the plan, catching problems before they are built in.',
      },
    ],
    cta: CONTACT,
    secondaryCta: { label: 'Project Portal', to: PATHS.project },
  },
};

/** The service whose page lives at `path`, if any: its card and its page. */
export function findServiceByPath(path: string): ServiceEntry | undefined {
  const card = SERVICES.find((service) => service.path === path);
  const page = SERVICE_PAGES[path];
  return card && page ? { ...card, ...page } : undefined;
}
