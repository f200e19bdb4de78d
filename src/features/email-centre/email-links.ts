import { PATHS } from '../../config/paths';
import { defineUrlState, oneOf, page, text, type UrlValues } from '../../lib/url-state';
import { DEFAULT_EMAIL_TAB, EMAIL_TABS } from './email-centre-slice';

/**
 * The folder, search text and page of the email centre, as they live in the URL
 * (`?folder=starred&q=rent&page=2`): the list, an open email and compose all carry them,
 * so going back to the list finds it as it was.
 */
export const EMAIL_CENTRE_URL = defineUrlState({
  folder: oneOf(
    EMAIL_TABS.map((tab) => tab.key),
    DEFAULT_EMAIL_TAB,
  ),
  q: text(),
  page: page(),
});
export type EmailCentreQuery = UrlValues<typeof EMAIL_CENTRE_URL.schema>;

/** The query of a link (values left out are defaults): '?folder=sent&q=rent', or ''. */
export const emailCentreSearch = (query: Partial<EmailCentreQuery>): string => EMAIL_CENTRE_URL.search(query);

export const emailListHref = (query: Partial<EmailCentreQuery>): string =>
  `${PATHS.adminEmails}${emailCentreSearch(query)}`;
export const emailHref = (id: string, query: Partial<EmailCentreQuery>): string =>
  `${PATHS.adminEmail(id)}${emailCentreSearch(query)}`;
export const composeHref = (query: Partial<EmailCentreQuery>): string =>
  `${PATHS.adminEmailsCompose}${emailCentreSearch(query)}`;
