import type { Article, ArticleCategory } from '../../../types/content';
import { MRI_TEXT } from './mri-text';

/**
 * Community Blog articles (product rules, 'Public site' and 'Dates'). `content` is HTML using only
 * h2, h3, p, ul, ol, li, strong, em, blockquote and a; it is sanitised
 * before rendering anyway.
 */
export const ARTICLES: readonly Article[] = [
  {
    id: 'market-trends-1',
    title: 'Kisii’s Rental Market in 2025: Where Demand Is Growing',
    description:
      'Students, young professionals and growing families are changing what tenants in Kisii look for. Here is where demand is strongest and what it means for landlords.',
    image: '/images/articles/market-trends-1.webp',
    author: 'Grace Moraa, Market Analyst',
    readTime: '5 min read',
    date: '2025-03-05',
    category: 'Market Trends',
    content: `
<p>Kisii town has long been the commercial heart of the Gusii region, and its rental market reflects that energy. Over the past few years we have watched demand shift in ways that every landlord in the county should understand. Knowing who is looking for a home, and what they are willing to pay for, is the difference between a unit that lets in a week and one that stands empty for months.</p>

<h2>Who is renting in Kisii today</h2>
<p>Three groups account for most of the enquiries we receive:</p>
<ul>
  <li><strong>Students.</strong> Kisii University and the many colleges in and around town keep demand for bedsitters, single rooms and hostels steady throughout the academic year.</li>
  <li><strong>Young professionals.</strong> Teachers, health workers, bankers and county staff want secure one- and two-bedroom apartments close to town, with reliable water and good internet.</li>
  <li><strong>Families.</strong> Households moving into town, or upgrading, look for two- and three-bedroom units in quieter estates with parking and space for children.</li>
</ul>

<h2>What tenants now expect</h2>
<p>Rent is no longer the only thing tenants compare. In our viewings, the same questions come up again and again: Is there a borehole or water storage? Is the compound secure at night? Can I pay by M-Pesa? Is there a fibre connection? Properties that answer “yes” to these questions let faster and keep tenants longer, even at slightly higher rents.</p>
<blockquote>A well-maintained unit with dependable water and security will usually outperform a cheaper unit that tenants feel they have to put up with.</blockquote>

<h2>Where demand is strongest</h2>
<p>Areas within easy reach of the town centre, the university and the main hospital continue to attract the most interest. Estates along the main roads out of town are also growing as new developments come up and transport improves. Further out, rents are lower but so are vacancy rates for well-built family homes, because many tenants are willing to commute for more space and a quieter environment.</p>

<h3>A note on supply</h3>
<p>New apartment blocks are going up quickly, particularly in the bedsitter and one-bedroom segment. That is good for tenants, but it means landlords with older units will face more competition. Simple upgrades, such as fresh paint, secure doors, better lighting and water tanks, can keep an older property competitive without a major renovation.</p>

<h2>What this means for landlords</h2>
<ol>
  <li><strong>Price to the market, not to your hopes.</strong> Compare your unit with similar ones nearby before setting rent. Our <a href="/assessment">rent assessment service</a> can help.</li>
  <li><strong>Fix the basics first.</strong> Water, security and cleanliness matter more than decorative finishes.</li>
  <li><strong>Make paying easy.</strong> Digital rent collection reduces arrears and saves you trips to town.</li>
  <li><strong>Market properly.</strong> Good photos and a clear description reach more of the right tenants, faster.</li>
</ol>

<p>Kisii’s rental market remains healthy, but it is becoming more competitive. Landlords who treat their property as a business, and their tenants as customers, are the ones who will benefit most in 2025. If you would like an honest view of where your property stands, <a href="/contact">get in touch with our team</a>.</p>
`,
  },
  {
    id: 'market-trends-2',
    title: 'Land, Roads and Prices: What Is Shaping Property Values in Kisii County',
    description:
      'Infrastructure, limited land and a growing town are pushing property values in Kisii County. We look at the forces behind prices and how to read them before you buy.',
    image: '/images/articles/market-trends-2.webp',
    author: 'Dennis Ombati, Research Lead',
    readTime: '7 min read',
    date: '2025-03-12',
    category: 'Market Trends',
    content: `
<p>Ask anyone who has tried to buy a plot near Kisii town recently and they will tell you the same thing: prices are not what they used to be. Kisii County is one of the most densely settled parts of Kenya, and land here has always been precious. But several newer forces are now shaping property values, and understanding them can help you buy wisely, build sensibly and price your rentals correctly.</p>

<h2>1. Land is scarce and often subdivided</h2>
<p>Family land in the Gusii highlands has been subdivided across generations, which means large, clean parcels close to town are rare. When one does come to market, competition is strong. Smaller plots are more common, and this is one reason why multi-storey apartment blocks are replacing single houses in and around town: owners are making the most of limited space.</p>
<p>For buyers, this scarcity is a reason for care as much as urgency. Subdivided land can carry unresolved succession questions or boundaries that do not match the map. Always carry out an official search and have the plot surveyed before paying any money.</p>

<h2>2. Roads and infrastructure move prices</h2>
<p>Improved roads have a visible effect on values. Areas that were once a difficult journey from town become attractive to tenants and buyers as soon as the road is tarmacked and public transport follows. Power connections, piped water and mobile network coverage work in the same way. We regularly see plots along improved routes change hands at noticeably higher prices than similar plots just a short distance away on poorer roads.</p>
<h3>Reading the signs early</h3>
<ul>
  <li>Watch for road works that have been funded and started, not just announced.</li>
  <li>Note where new schools, health facilities and markets are being built.</li>
  <li>Look at where banks, supermarkets and petrol stations are opening branches; they do careful research before committing.</li>
</ul>

<h2>3. Education and health institutions anchor demand</h2>
<p>Kisii University, several colleges and the county’s main referral hospital draw students, staff and visitors from across the region. Property within reach of these institutions benefits from a steady flow of tenants who need accommodation year after year. That stability supports both rents and resale values.</p>

<h2>4. Diaspora money is a growing force</h2>
<p>Many Kisii families have members working in Nairobi, elsewhere in East Africa, or overseas in the UK, the US and the Gulf. Their remittances increasingly go into land and buildings back home. This adds to demand, particularly for well-located plots and for finished rental units that produce income without the investor needing to be present.</p>
<blockquote>Diaspora buyers are often prepared to pay a premium for certainty: clean title, a finished building and someone trustworthy to manage it.</blockquote>

<h2>5. Building costs set a floor under prices</h2>
<p>The cost of cement, steel, roofing and labour has risen over recent years. Because building new is more expensive, existing well-built properties hold their value better, and rents for new units have to be higher to make projects viable. When you compare properties, think about what it would cost to build the same thing today.</p>

<h2>How to use this when you buy or build</h2>
<ol>
  <li><strong>Buy the location, not just the plot.</strong> Access, water and security will matter more to future tenants than the size of the land.</li>
  <li><strong>Do the paperwork first.</strong> Official searches, surveys, consent where it is required and a good advocate protect you from the most expensive mistakes.</li>
  <li><strong>Match the building to the demand.</strong> Near institutions, smaller units let quickly; in quieter estates, family homes perform better.</li>
  <li><strong>Get an independent assessment.</strong> Our <a href="/assessment">assessment service</a> compares your plans with real rents in the area.</li>
</ol>

<h2>The outlook</h2>
<p>None of these forces is likely to disappear soon. Land will stay scarce, infrastructure will keep improving, and families at home and abroad will keep investing. Prices can still dip in particular areas when too many similar units are built at once, so careful research remains essential. But for patient investors who buy well and manage well, Kisii County continues to offer solid long-term value. If you are weighing up a purchase or a new project, <a href="/contact">talk to us</a> before you commit.</p>
`,
  },
  {
    id: 'investment-1',
    title: 'Investing in Kisii Property from Abroad: A Practical Guide for the Diaspora',
    description:
      'Buying and managing property back home while living overseas is easier than ever, if you do it carefully. Our step-by-step guide covers due diligence, building and choosing the right management package.',
    image: '/images/articles/investment-1.webp',
    author: 'Brian Nyakundi, Investment Advisor',
    readTime: '8 min read',
    date: '2025-03-19',
    category: 'Investment',
    content: `
<p>For many Kenyans living abroad, owning property back home is about more than money. It is a way of staying connected, providing for family and preparing for the day you return. Yet the stories of half-built houses, vanished deposits and unpaid rent are familiar to everyone. The good news is that with the right process and the right partners on the ground, investing from the diaspora can be safe and rewarding.</p>

<h2>Step 1: Be clear about your goal</h2>
<p>Before you look at a single plot, decide what you want the property to do for you:</p>
<ul>
  <li><strong>Monthly income:</strong> rental apartments, bedsitters near institutions or commercial space.</li>
  <li><strong>Long-term growth:</strong> well-located land that you hold while its value rises.</li>
  <li><strong>A home for later:</strong> a family house that can be rented out until you move back.</li>
</ul>
<p>Your goal shapes the location, the budget and the type of building.</p>

<h2>Step 2: Do your due diligence properly</h2>
<p>Most of the painful stories start with skipped checks. Never send money on the strength of photos and a phone call. Instead:</p>
<ol>
  <li>Get a copy of the title and carry out an <strong>official search</strong> at the land registry to confirm the owner and any charges or cautions.</li>
  <li>Have a licensed surveyor confirm the <strong>boundaries on the ground</strong> match the registry map.</li>
  <li>Check whether the land needs <strong>Land Control Board consent</strong> and whether there are family or succession issues.</li>
  <li>Use an <strong>advocate you have chosen yourself</strong>, not one recommended by the seller, and pay through their client account.</li>
  <li>If you cannot travel, grant a <strong>registered power of attorney</strong> to someone you trust, limited to the specific transaction.</li>
</ol>
<blockquote>A few weeks spent on checks is nothing compared with years spent in court over a disputed plot.</blockquote>

<h2>Step 3: Build with supervision, not hope</h2>
<p>Sending money to a relative or a contractor with no independent oversight is the most common way diaspora projects go over budget. Work with approved plans, a clear bill of quantities and a staged payment schedule tied to completed work. Our <a href="/project-management">project management service</a> supervises construction on your behalf and sends regular photo and video updates, so you pay only for work that has actually been done.</p>

<h2>Step 4: Plan for management before the building is finished</h2>
<p>A property only becomes an investment when it is let to good tenants who pay on time. Decide early who will collect rent, handle repairs and deal with tenants. That is why we offer three ways to work with us:</p>

<h3>Moonshot: our basic package</h3>
<p><strong>Moonshot</strong> is designed for owners who want the essentials handled reliably. It covers rent collection through our M-Pesa Paybill with a monthly payout to you, tenant follow-up on arrears and a clear monthly statement. It suits owners with someone local to handle repairs.</p>

<h3>Savannah: our full-service package</h3>
<p><strong>Savannah</strong> is complete, hands-off management, and the choice of most of our diaspora clients. On top of everything in Moonshot, it includes tenant screening and leases, maintenance and repairs through vetted technicians, regular inspections with photos, legal compliance, Monthly Rental Income tax filing and access to our real-time landlord dashboard. You simply check your dashboard and receive your rent as a monthly payout.</p>

<h3>Custom packages</h3>
<p>Some investors need something different: several properties in different towns, a mix of residential and commercial space, or management combined with an ongoing construction project. For them we put together <strong>custom packages</strong>, choosing exactly the services required and agreeing a fee that reflects the work involved.</p>

<h2>Step 5: Stay tax compliant from day one</h2>
<p>Rental income from Kenyan property is taxable. Resident landlords earning ${MRI_TEXT.thresholds} pay Monthly Rental Income tax at ${MRI_TEXT.rate} of gross rent, filed and paid ${MRI_TEXT.dueDate}. Missing deadlines brings penalties and interest, so build filing into your plan from the start. Read more on our <a href="/mri-filing">MRI &amp; Filing page</a> or in our <a href="/faq">FAQ</a>.</p>

<h2>Getting started</h2>
<p>Investing from abroad does not have to be a leap of faith. With careful checks, supervised construction and professional management, your property in Kisii can provide steady income and peace of mind. <a href="/contact">Contact us</a> to discuss your plans and find out whether Moonshot, Savannah or a custom package is the right fit.</p>
`,
  },
  {
    id: 'property-management-1',
    title: 'Managing It Yourself or Hiring a Manager? Choosing the Right Package',
    description:
      'Self-management can work, but it costs more time than most landlords expect. We compare the options and explain our Moonshot, Savannah and custom packages.',
    image: '/images/articles/property-management-1.webp',
    author: 'Faith Kemunto, Property Manager',
    readTime: '6 min read',
    date: '2025-03-26',
    category: 'Property Management',
    content: `
<p>Many landlords in Kisii start out managing their own property. It seems simple enough: find a tenant, collect the rent, fix things when they break. But as the number of units grows, or when life takes you to another town or country, the hidden costs of self-management begin to show. This article looks honestly at both options and explains how our packages are designed to fit different situations.</p>

<h2>The real cost of managing it yourself</h2>
<p>Self-management saves a management fee, but it is rarely free. Consider what it actually takes:</p>
<ul>
  <li><strong>Time:</strong> showing units, answering calls, chasing arrears and supervising repairs can easily take several days a month.</li>
  <li><strong>Arrears:</strong> tenants who know the landlord personally often delay payment, and awkward conversations get postponed.</li>
  <li><strong>Vacancies:</strong> without proper marketing, units can stand empty for weeks, and each empty month is income lost for good.</li>
  <li><strong>Compliance:</strong> leases, deposits, notices and Monthly Rental Income tax all carry legal obligations and penalties when missed.</li>
</ul>
<p>If you live close to your property, have a single unit and enjoy the work, self-management can make sense. For most other landlords, professional management pays for itself.</p>

<h2>What a good property manager does</h2>
<ol>
  <li>Screens tenants carefully before they move in.</li>
  <li>Collects rent and pays it out to you every month, with a statement.</li>
  <li>Handles maintenance promptly through trusted technicians.</li>
  <li>Keeps the property legally compliant and your tax filings up to date.</li>
  <li>Reports clearly, so you always know how your property is performing.</li>
</ol>

<h2>Our packages</h2>
<h3>Moonshot: the basic package</h3>
<p><strong>Moonshot</strong> covers the essentials: rent collection with a monthly payout to you, follow-up on late payments and a monthly statement. It is a good fit for landlords who live nearby and prefer to handle repairs and tenant relations themselves, but want rent collection taken off their hands.</p>

<h3>Savannah: the full-service package</h3>
<p><strong>Savannah</strong> is our complete, hands-off service. It includes everything in Moonshot, plus tenant screening and lease management, maintenance and repairs, regular inspections, legal compliance, MRI tax filing and our real-time landlord dashboard. It is designed for busy professionals, owners of several properties and Kenyans living abroad.</p>

<h3>Custom packages</h3>
<p>Not every portfolio fits a standard package. A hostel near the university, a commercial building in town and a family home rented out while you are abroad all have different needs. With a <strong>custom package</strong> you choose the services you need, such as service charge assessment, marketing or project management, and we agree a fee that matches the work.</p>

<h2>What does it cost?</h2>
<p>In Kenya, property management fees are typically a percentage of the monthly rent collected. The exact figure depends on the property type, the number of units and the services included. We always agree fees in writing before we start, with no hidden charges. See our <a href="/faq">FAQ</a> for typical ranges.</p>

<h2>Do not forget tax</h2>
<p>Whichever option you choose, rental income must be declared. Monthly Rental Income tax is charged at ${MRI_TEXT.rate} of gross rent for landlords earning ${MRI_TEXT.thresholds}, with no deductions for expenses, and late filing costs ${MRI_TEXT.latePenalty}. Our <a href="/mri-filing">MRI &amp; Filing service</a> takes care of it for you.</p>

<h2>Making the decision</h2>
<p>Ask yourself three questions: How much time do I really have? How close am I to the property? How much is one month of vacancy or unpaid rent worth to me? If the answers point towards help, <a href="/contact">contact us</a> and we will recommend the package that suits your property and your goals.</p>
`,
  },
];

/** Blog category tabs (product rules, 'Public site'), in display order. */
export const ARTICLE_CATEGORY_TABS = [
  { key: 'all', label: 'All Articles' },
  { key: 'market-trends', label: 'Market Trends', category: 'Market Trends' },
  { key: 'investment', label: 'Investment', category: 'Investment' },
  { key: 'property-management', label: 'Property Management', category: 'Property Management' },
] as const satisfies readonly { key: string; label: string; category?: ArticleCategory }[];

export type ArticleTabKey = (typeof ARTICLE_CATEGORY_TABS)[number]['key'];

/** The article with this id, or undefined for an unknown id. */
export function findArticle(id: string, all: readonly Article[] = ARTICLES): Article | undefined {
  return all.find((article) => article.id === id);
}

/** Up to `limit` other articles of the same category (sidebar Related Articles). */
export function relatedArticles(article: Article, all: readonly Article[] = ARTICLES, limit = 2): Article[] {
  return all
    .filter((other) => other.id !== article.id && other.category === article.category)
    .slice(0, Math.max(0, limit));
}

/** Up to `limit` other articles of any category (More Articles section). */
export function moreArticles(article: Article, all: readonly Article[] = ARTICLES, limit = 3): Article[] {
  return all.filter((other) => other.id !== article.id).slice(0, Math.max(0, limit));
}

/** Articles shown under a blog tab; 'all' (or an unknown key) shows every article. */
export function filterArticlesByTab(key: string, all: readonly Article[] = ARTICLES): Article[] {
  const tab = ARTICLE_CATEGORY_TABS.find((t) => t.key === key);
  if (!tab || !('category' in tab)) return [...all];
  return all.filter((article) => article.category === tab.category);
}
