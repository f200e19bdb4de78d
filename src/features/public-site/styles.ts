/**
 * Every stylesheet of the public pages, imported once by the app's entry (src/app/router.tsx),
 * so they are in the one render-blocking CSS file that every prerendered page links: a page
 * paints styled before any script runs, and moving between pages fetches no CSS (7 KB
 * gzipped in all; product rules, 'Static-first public pages'). Components still import
 * their own stylesheet: the same module, so nothing is loaded twice. Not here: the phone
 * input's stylesheet, which comes with the country picker after the contact page is
 * interactive.
 */
import '../../components/button.css';
import '../../components/dialog.css';
import '../../components/form.css';
import '../../components/tabs.css';
import '../../components/coming-soon/coming-soon-page.css';
import './shared/page-header.css';
import './shared/media-card.css';
import './shared/contact-lines.css';
import './home/home-page.css';
import './home/services-carousel.css';
import './about/about-page.css';
import './services/service-page.css';
import './blog/blog-page.css';
import './blog/article-card.css';
import './blog/article-page.css';
import './faq/faq-page.css';
import './contact/contact-page.css';
import './properties/properties-page.css';
import './legal/legal-page.css';
