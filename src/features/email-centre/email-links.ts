import { PATHS } from '../../config/paths';
import { DEFAULT_EMAIL_TAB, isEmailTab, type EmailTab } from './email-centre-slice';

/** The folder and search text of the email centre, as they live in the URL (`?folder=starred&q=rent`). */
export interface EmailCentreQuery {
  folder: EmailTab;
  q: string;
}

export function readEmailCentreQuery(params: URLSearchParams): EmailCentreQuery {
  const folder = params.get('folder');
  return { folder: isEmailTab(folder) ? folder : DEFAULT_EMAIL_TAB, q: params.get('q') ?? '' };
}

export function emailCentreSearch({ folder, q }: EmailCentreQuery): string {
  const params = new URLSearchParams();
  if (folder !== DEFAULT_EMAIL_TAB) params.set('folder', folder);
  if (q !== '') params.set('q', q);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const emailListHref = (query: EmailCentreQuery): string =>
  `${PATHS.adminEmails}${emailCentreSearch(query)}`;
export const composeHref = (query: EmailCentreQuery): string =>
  `${PATHS.adminEmailsCompose}${emailCentreSearch(query)}`;
