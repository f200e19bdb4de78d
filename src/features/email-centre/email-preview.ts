import { EMAIL_PREVIEW_LENGTH } from '../../config/constants';

/** The list preview of a body: whitespace collapsed, cut at 100 characters with an ellipsis. */
export function emailPreview(body: string, length: number = EMAIL_PREVIEW_LENGTH): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length).trimEnd()}…` : flat;
}

/** The sender's initial for the avatar. */
export const initialOf = (name: string): string => (name.trim()[0] ?? '?').toUpperCase();
