import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_DATA_URL_CHARS,
  PHOTO_MAX_SIDE_PX,
  PHOTO_TYPES,
  photoSizeText,
  photoTypeText,
  photoUnreadableText,
  type NewMaintenancePhoto,
} from '../maintenance/public';

/*
 * A photo the tenant picks for 'Report a problem' (product rules, 'Maintenance'): checked for
 * type and size (a refusal names the file), then scaled in the browser to at most 1600 px on
 * its long side and sent as a data URL, so a phone's 12-megapixel photo fits the contract's
 * limit on one photo.
 */

/** JPEG and WebP are re-encoded at this quality; PNG is lossless. */
export const PHOTO_QUALITY = 0.85;

/** Why a picked file is refused (not a JPEG, PNG or WebP; larger than 5 MB), or null when it may be sent. */
export function checkPhoto(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return photoTypeText(file.name);
  if (file.size > MAX_PHOTO_BYTES) return photoSizeText(file.name);
  return null;
}

/**
 * The size a photo is drawn at: its long side at most `max`, the aspect kept, whole pixels,
 * never enlarged.
 */
export function scaledSize(
  width: number,
  height: number,
  max: number = PHOTO_MAX_SIDE_PX,
): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= max) return { width, height };
  const short = (side: number) => Math.max(1, Math.round((side * max) / long));
  return width >= height ? { width: max, height: short(height) } : { width: short(width), height: max };
}

const qualityOf = (type: string): number | undefined => (type === 'image/png' ? undefined : PHOTO_QUALITY);

/**
 * The photo scaled (scaledSize) and encoded as a data URL in its own type. A PNG whose data
 * URL would still be over the contract's limit (a detailed picture saved losslessly) is sent
 * as a JPEG instead. Rejects with the text to show when the file cannot be decoded as an image
 * (photoUnreadableText), or is too large even so (photoSizeText).
 */
export async function scalePhoto(file: File): Promise<NewMaintenancePhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(photoUnreadableText(file.name));
  }
  try {
    if (bitmap.width < 1 || bitmap.height < 1) throw new Error(photoUnreadableText(file.name));
    const { width, height } = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(photoUnreadableText(file.name));
    context.drawImage(bitmap, 0, 0, width, height);
    let dataUrl = canvas.toDataURL(file.type, qualityOf(file.type));
    if (dataUrl.length > MAX_PHOTO_DATA_URL_CHARS && file.type !== 'image/jpeg')
      dataUrl = canvas.toDataURL('image/jpeg', PHOTO_QUALITY);
    if (dataUrl.length > MAX_PHOTO_DATA_URL_CHARS) throw new Error(photoSizeText(file.name));
    return { name: file.name, dataUrl, width, height };
  } finally {
    bitmap.close();
  }
}
