/**
 * Every stylesheet of the public pages, imported once by the app's entry (src/app/router.tsx),
 * so they are in the one render-blocking CSS file that every prerendered page links: a page
 * paints styled before any script runs, and moving between pages fetches no CSS (7 KB
 * gzipped in all; product rules, 'Static-first public pages'). Components still import their own stylesheet: the
 * same module, so nothing is loaded twice. Not here: the phone picker's stylesheet, which
 * comes with the country picker after an enquiry form's page is interactive.
 */
import '../../components/button.css';
import '../../components/dialog.css';
import '../../components/form.css';
import '../../components/tabs.css';
import '../../components/coming-soon/coming-soon-page.css';
// The shared pieces first, then every page folder's stylesheets (a new page's are picked
// up with no edit here), but the phone picker's.
import.meta.glob('./shared/*.css', { eager: true });
import.meta.glob(['./*/*.css', '!./shared/*.css', '!./enquiry/phone-field.css'], { eager: true });
