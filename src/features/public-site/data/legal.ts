import type { LegalDocument } from '../../../types/content';
import { CONTENT } from '../../../config/content';

const brand = CONTENT.brandName;

/** Plain-text contact lines shared by both documents' Contact Us sections. */
const contactBullets: readonly string[] = [
  `Office: ${CONTENT.address.oneLine}`,
  `Phone: ${CONTENT.phone.display}`,
  `WhatsApp: ${CONTENT.whatsapp.display}`,
  `Email: ${CONTENT.email}`,
  `Website: ${CONTENT.website.display}`,
];

/** Privacy Policy (product rules, 'Public site'): 9 sections. */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2025-03-28',
  description:
    'How we collect, use, share and protect your personal information, and the rights you have over it.',
  sections: [
    {
      heading: 'Introduction',
      paragraphs: [
        `${brand} ("we", "us" or "our") is a property and project management firm based in ${CONTENT.address.town}, ${CONTENT.address.country}. We respect your privacy and are committed to protecting the personal data you share with us when you visit our website, send us an enquiry or use our services.`,
        'This Privacy Policy explains what information we collect, how we use and protect it, and the rights you have over it. We handle personal data in line with the Data Protection Act, 2019 of Kenya and its regulations.',
        'By using our website or services you acknowledge that you have read this policy. If you do not agree with it, please do not submit personal information to us.',
      ],
    },
    {
      heading: 'Information We Collect',
      paragraphs: [
        'We collect only the information we need to respond to you and to provide our services. This may include:',
      ],
      bullets: [
        'Contact details you give us, such as your full name, email address and mobile number, for example through our contact form.',
        'The content of your messages and the service you are interested in.',
        'Account information for staff and clients who sign in, such as name, email address and role.',
        'Property and tenancy information needed to manage a property, such as addresses, lease terms, rent records and payment references.',
        'Technical information collected automatically when you browse, such as your browser type, device, pages visited and approximate location derived from your IP address.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: ['We use your personal data for the following purposes:'],
      bullets: [
        'To answer your enquiries and provide the services you ask for.',
        'To collect rent, manage tenancies, arrange maintenance and prepare statements and tax filings on behalf of property owners.',
        'To manage user accounts and keep our systems secure, including verifying that form submissions come from real people.',
        'To improve our website and services based on how they are used.',
        'To comply with our legal obligations, including tax and record-keeping requirements.',
        'To send you information about our services where you have agreed to receive it; you can opt out at any time.',
      ],
    },
    {
      heading: 'Cookies and Tracking',
      paragraphs: [
        'Our website uses cookies and similar browser storage to keep you signed in, remember your preferences (such as your display theme) and understand how visitors use the site.',
        'Some cookies are essential for the site to work; others help us measure traffic and improve our pages. You can block or delete cookies in your browser settings, but some features, such as signing in, may not work without them.',
        'Our contact page may show an embedded map and a human-verification challenge provided by third parties, who may set their own cookies under their own privacy policies.',
      ],
    },
    {
      heading: 'Third-Party Disclosure',
      paragraphs: [
        'We do not sell, trade or rent your personal information. We share it only where necessary, and only with parties bound to protect it:',
      ],
      bullets: [
        'Service providers who help us run our business, such as hosting, email, payment and sign-in providers.',
        'Contractors and technicians engaged to carry out maintenance or project work, who receive only the details needed for the job.',
        'Property owners and tenants, to the extent needed to manage a tenancy.',
        'Government authorities, including the Kenya Revenue Authority, where the law requires it or where we file returns on your behalf.',
        'Professional advisers, such as advocates and auditors, under a duty of confidentiality.',
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'We use appropriate technical and organisational measures to protect your personal data against loss, misuse and unauthorised access, including encrypted connections, access controls and restricted staff permissions.',
        'We keep personal data only for as long as we need it for the purposes described in this policy, or as long as the law requires, after which it is securely deleted or anonymised.',
        'No method of transmission over the internet is completely secure. While we work hard to protect your information, we cannot guarantee absolute security, and we will notify you and the Office of the Data Protection Commissioner of any breach where the law requires it.',
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        'Under the Data Protection Act, 2019 you have rights over your personal data. Subject to the law, you may:',
      ],
      bullets: [
        'Be informed of how your personal data is used.',
        'Access the personal data we hold about you.',
        'Ask us to correct inaccurate or incomplete data.',
        'Ask us to delete data that is false, misleading or no longer needed.',
        'Object to the processing of your data, including for direct marketing.',
        'Ask for your data in a portable format.',
        'Lodge a complaint with the Office of the Data Protection Commissioner.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this Privacy Policy from time to time to reflect changes in our services or in the law. The date at the top of this page shows when it was last updated.',
        'Where changes are significant, we will make reasonable efforts to let you know, for example by a notice on our website. Continuing to use our website or services after a change means you accept the updated policy.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        `If you have any questions about this Privacy Policy or wish to exercise your rights, please contact ${brand}:`,
      ],
      bullets: contactBullets,
    },
  ],
};

/** Terms of Service: 13 sections; USD fees and California law kept as written (product rules, 'Public site'). */
export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: '2025-03-28',
  description:
    'The terms that govern your use of our website and services: accounts, fees, content, liability and termination.',
  sections: [
    {
      heading: 'Acceptance of Terms',
      paragraphs: [
        `These Terms of Service ("Terms") govern your use of the website, client accounts and services of ${brand} ("we", "us" or "our"). By accessing our website or using our services, you agree to be bound by these Terms.`,
        'If you do not agree to these Terms, you must not use our website or services. If you use our services on behalf of a company or another person, you confirm that you have the authority to accept these Terms on their behalf.',
      ],
    },
    {
      heading: 'Our Services',
      paragraphs: [
        'We provide property and project management services, including rent collection and accounting, tenant management, property management, assessment of rent and service charges, Monthly Rental Income (MRI) tax filing support, property marketing, and project management and renovation.',
        'The specific scope, fees and responsibilities for each engagement are set out in a separate written agreement. Where that agreement conflicts with these Terms, the written agreement prevails.',
        'We may add, change or withdraw services or website features at any time. Information on our website is provided for general guidance and does not replace professional legal, tax or financial advice for your situation.',
      ],
    },
    {
      heading: 'User Accounts',
      paragraphs: [
        'Some parts of our website require an account. You agree to provide accurate information, to keep your login details confidential and to tell us immediately if you suspect unauthorised use of your account.',
        'You are responsible for all activity that takes place under your account. We may suspend or close accounts that are inactive, inaccurate or used in breach of these Terms.',
      ],
    },
    {
      heading: 'Fees and Payment',
      paragraphs: [
        'Fees for our services are set out in your service agreement or the applicable quotation. Unless stated otherwise, all fees are quoted in United States dollars (USD) and exclude applicable taxes, which will be added where required.',
        'Invoices are payable by the due date shown on them. We may deduct agreed management fees from rent collected on your behalf, and we will show every deduction on your statement.',
        'Late payments may result in suspension of services. Fees already paid are non-refundable except where your agreement or the law provides otherwise.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        `All content on our website, including text, graphics, logos, photographs, software and the design of the site, is owned by or licensed to ${brand} and is protected by intellectual property laws.`,
        'You may view and print pages for your own personal, non-commercial use. You may not copy, reproduce, modify, distribute or create derivative works from our content without our prior written permission.',
      ],
    },
    {
      heading: 'User Content',
      paragraphs: [
        'You remain the owner of any content you submit to us, such as messages, documents, photographs and property details ("User Content").',
        `By submitting User Content, you grant ${brand} a non-exclusive, worldwide, royalty-free licence to use, store, reproduce and display it for the purpose of providing and promoting our services, for example using property photographs in listings you have asked us to publish.`,
        'You confirm that you have the right to share your User Content and that it does not infringe anyone else’s rights or break any law.',
      ],
    },
    {
      heading: 'Prohibited Activities',
      paragraphs: ['When using our website or services you must not:'],
      bullets: [
        'Provide false or misleading information, or impersonate another person.',
        'Use our services for any unlawful, fraudulent or harmful purpose.',
        'Attempt to gain unauthorised access to our systems, accounts or data.',
        'Introduce viruses, malware or any other harmful code.',
        'Scrape, copy or harvest content or personal data from our website by automated means.',
        'Send spam or unsolicited messages through our contact forms.',
      ],
    },
    {
      heading: 'Disclaimer',
      paragraphs: [
        'Our website and its content are provided "as is" and "as available", without warranties of any kind, whether express or implied, including warranties of accuracy, fitness for a particular purpose or non-infringement.',
        'Property values, rental estimates, market commentary and tax information are given in good faith for general guidance only. Property markets change and we cannot guarantee rental income, occupancy, sale prices or investment returns.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        `To the fullest extent permitted by law, ${brand} will not be liable for any indirect, incidental, special or consequential loss, or for loss of profits, income or data, arising from your use of our website or services.`,
        'Our total liability for any claim relating to our services is limited to the fees you paid us for the service concerned in the twelve months before the claim arose. Nothing in these Terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Termination',
      paragraphs: [
        'We may suspend or terminate your access to our website, your account or our services at any time, at our sole discretion, with or without notice, including if we believe you have breached these Terms.',
        'You may stop using our services at any time, subject to any notice period in your service agreement. Sections that by their nature should survive termination, including fees owed, intellectual property, disclaimers and limitation of liability, will continue to apply.',
      ],
    },
    {
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may revise these Terms from time to time. The updated version will be posted on this page with a new "last updated" date.',
        'Your continued use of our website or services after changes are posted means you accept the revised Terms. If you do not agree, you should stop using our website and services.',
      ],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        'These Terms are governed by and construed in accordance with the laws of the State of California, United States of America, without regard to its conflict of law provisions.',
        'Any dispute arising from these Terms or your use of our services that cannot be resolved amicably shall be subject to the jurisdiction of the competent courts of the State of California.',
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [`If you have any questions about these Terms, please contact ${brand}:`],
      bullets: contactBullets,
    },
  ],
};
