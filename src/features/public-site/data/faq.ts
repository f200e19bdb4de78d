import { formatDate } from '../../../lib/format';
import type { FaqTab } from '../../../types/content';
import { kesMillionsText, kesText } from '../../../lib/format';
import { MRI_TAX_FACTS } from '../../../config/tax-facts';
import { MRI_TEXT, ordinal } from './mri-text';

/** Typical property management fee, as a share of the monthly rent. */
export const MANAGEMENT_FEE_RANGE = { minPercent: 7, maxPercent: 10 } as const;

/** Typical project durations. */
export const PROJECT_TIMELINES = {
  newConstruction: { min: 6, max: 18, unit: 'months' },
  fullLuxuryRenovation: { min: 3, max: 12, unit: 'months' },
  minorRenovation: { min: 4, max: 16, unit: 'weeks' },
} as const;

type Timeline = (typeof PROJECT_TIMELINES)[keyof typeof PROJECT_TIMELINES];

/** '6-18 months' */
export function timelineText(t: Timeline): string {
  return `${t.min}-${t.max} ${t.unit}`;
}

const T = MRI_TAX_FACTS;
const fee = `${MANAGEMENT_FEE_RANGE.minPercent}% to ${MANAGEMENT_FEE_RANGE.maxPercent}%`;
const newBuild = timelineText(PROJECT_TIMELINES.newConstruction);
const luxury = timelineText(PROJECT_TIMELINES.fullLuxuryRenovation);
const minor = timelineText(PROJECT_TIMELINES.minorRenovation);

/** FAQ page tabs (product rules, 'Public site'), in display order. */
export const FAQ_TABS: readonly FaqTab[] = [
  {
    key: 'mri-tax-support',
    label: 'MRI Tax Support',
    items: [
      {
        question: 'What is Monthly Rental Income (MRI) tax?',
        answer: `MRI tax is a simplified tax that resident landlords pay on rent from residential property in Kenya. It is charged at ${MRI_TEXT.rate} of the gross rent received each month, and it is filed and paid to the Kenya Revenue Authority through iTax.`,
      },
      {
        question: 'Who has to pay MRI tax?',
        answer: `It applies to resident individuals and companies earning ${MRI_TEXT.thresholds} in residential rental income. Landlords earning more than ${kesMillionsText(T.upperThresholdKes)} a year are taxed under the normal income tax rules instead, and those earning less than ${kesText(T.lowerThresholdKes)} a year are outside the MRI regime.`,
      },
      {
        question: 'When is MRI tax due?',
        answer: `Returns must be filed and the tax paid ${MRI_TEXT.dueDate}, that is, by the ${ordinal(T.dueDayOfMonth)} day of the month after the one in which the rent was received. A nil return is still expected for months with no rent.`,
      },
      {
        question: 'What happens if I file or pay late?',
        answer: `For individuals, late filing attracts a penalty of ${MRI_TEXT.latePenalty}. Late payment adds a penalty of ${T.latePenaltyPercent}% of the unpaid tax, and interest of ${MRI_TEXT.interest} is charged on the unpaid tax until it is cleared.`,
      },
      {
        question: 'Can I deduct repairs, loan interest or other expenses?',
        answer: T.expenseDeductionsAllowed
          ? 'Some expenses may be deducted; ask us which ones apply to your property.'
          : 'No. MRI tax is charged on gross rent and no expense deductions are allowed: repairs, management fees and mortgage interest cannot be subtracted. If your costs are high, speak to us about whether MRI remains the right regime for you.',
      },
      {
        question: 'How can you help me with MRI tax?',
        answer: `We calculate your tax from the rent we collect, file your returns on iTax by the ${ordinal(T.dueDayOfMonth)} of each month, remind you of payments and keep every receipt and acknowledgement in secure digital storage. Our figures were last checked against KRA rules on ${formatDate(T.checkedOn)}.`,
      },
    ],
  },
  {
    key: 'project-management',
    label: 'Project Management',
    items: [
      {
        question: 'What kinds of projects do you manage?',
        answer:
          'We manage new residential and commercial buildings, rental blocks, full luxury renovations and smaller refurbishments, for owners living locally, elsewhere in Kenya or abroad.',
      },
      {
        question: 'How long does a typical project take?',
        answer: `As a guide, new construction takes ${newBuild}, a full luxury renovation ${luxury}, and a minor renovation ${minor}. The exact timeline depends on the size of the project, approvals and the weather, and we agree a schedule with you before work starts.`,
      },
      {
        question: 'Can you manage my project while I live abroad?',
        answer:
          'Yes. Many of our clients are in the diaspora. We supervise the site on your behalf, release payments only against completed work, and send regular photo and video updates so you can follow progress from anywhere.',
      },
      {
        question: 'How do you keep projects on budget?',
        answer:
          'We work from approved plans and a clear bill of quantities, tie payments to completed stages, compare supplier quotes and flag any variation to you before money is spent.',
      },
      {
        question: 'Do you handle approvals and permits?',
        answer:
          'Yes. We track building plan approvals, county permits and contractor registration requirements, and keep the documents on file for you from start to handover.',
      },
      {
        question: 'How do I start a project with you?',
        answer:
          'Contact us with a short description of what you want to build or renovate. We will arrange a site visit or a video call, discuss your budget and timeline, and send you a proposal.',
      },
    ],
  },
  {
    key: 'property-management',
    label: 'Property Management',
    items: [
      {
        question: 'How much do your property management services cost?',
        answer: `Property management fees in Kenya are typically ${fee} of the monthly rent collected, depending on the type of property, the number of units and the services included. We confirm your fee in writing before we start, with no hidden charges.`,
      },
      {
        question: 'What packages do you offer?',
        answer:
          'Moonshot is our basic package covering rent collection and monthly statements. Savannah is our full-service package, adding tenant screening, maintenance, inspections, legal compliance, MRI filing and the landlord dashboard. We also put together custom packages for portfolios with special needs.',
      },
      {
        question: 'How and when do I receive my rent?',
        answer:
          'Tenants pay rent to our M-Pesa Paybill, each quoting their own account number. We pay it out to you every month, by M-Pesa or bank transfer, with a clear statement showing the rent collected, our fee, any expenses and the date of the payout, and you can follow payments as they arrive on your landlord dashboard.',
      },
      {
        question: 'How do you choose tenants?',
        answer:
          'We check each applicant’s identity, employment or income and rental history, and speak to previous landlords where possible, before recommending a tenant and preparing the lease.',
      },
      {
        question: 'Who handles repairs and maintenance?',
        answer:
          'We do. Tenants report issues to us, and we send vetted technicians, approve reasonable costs and keep you informed. Larger repairs are only carried out after you agree to them.',
      },
      {
        question: 'Can you manage my property if I live outside Kenya?',
        answer:
          'Yes. Our services are designed so that you can own property in Kisii without being there: rent, repairs, inspections and tax filing are handled for you, and everything is visible on your dashboard.',
      },
    ],
  },
];
