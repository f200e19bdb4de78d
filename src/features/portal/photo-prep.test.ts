// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_DATA_URL_CHARS,
  photoSizeText,
  photoTypeText,
  photoUnreadableText,
} from '../maintenance/public';
import { checkPhoto, PHOTO_QUALITY, scaledSize, scalePhoto } from './photo-prep';

const fileOf = (name: string, type: string, bytes = 10): File =>
  new File([new Uint8Array(bytes)], name, { type });

describe('checkPhoto', () => {
  it.each([
    ['leak.jpg', 'image/jpeg', 10, null],
    ['leak.png', 'image/png', 10, null],
    ['leak.webp', 'image/webp', 10, null],
    ['exactly 5 MB.jpg', 'image/jpeg', MAX_PHOTO_BYTES, null],
    ['big.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1, photoSizeText('big.jpg')],
    ['leak.heic', 'image/heic', 10, photoTypeText('leak.heic')],
    ['leak.gif', 'image/gif', 10, photoTypeText('leak.gif')],
    ['report.pdf', 'application/pdf', 10, photoTypeText('report.pdf')],
    ['no type', '', 10, photoTypeText('no type')],
    // The type is checked first: a large PDF is refused for being no photo.
    ['huge.pdf', 'application/pdf', MAX_PHOTO_BYTES + 1, photoTypeText('huge.pdf')],
  ])('%s (%s, %i bytes) -> %s', (name, type, bytes, expected) => {
    expect(checkPhoto(fileOf(name, type, bytes))).toBe(expected);
  });
});

describe('scaledSize', () => {
  it.each([
    [4000, 3000, undefined, 1600, 1200],
    [3000, 4000, undefined, 1200, 1600],
    [4032, 3024, undefined, 1600, 1200],
    [1600, 1200, undefined, 1600, 1200],
    [800, 600, undefined, 800, 600], // never enlarged
    [1601, 1601, undefined, 1600, 1600],
    [5000, 1000, undefined, 1600, 320],
    [3000, 1999, undefined, 1600, 1066], // 1066.13: whole pixels
    [10000, 3, undefined, 1600, 1], // never under one pixel
    [4000, 3000, 800, 800, 600],
  ])('%i x %i (max %s) -> %i x %i', (width, height, max, expectedWidth, expectedHeight) => {
    expect(scaledSize(width, height, max)).toEqual({ width: expectedWidth, height: expectedHeight });
  });
});

describe('scalePhoto', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** createImageBitmap decoding a `width` x `height` image; the canvas's 2D context and data URL stubbed. */
  function stubCanvas(
    width: number,
    height: number,
    dataUrls: string[] = ['data:image/jpeg;base64,c2NhbGVk'],
  ) {
    const close = vi.fn();
    const bitmap = { width, height, close };
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve(bitmap)),
    );
    const drawImage = vi.fn();
    const canvases: HTMLCanvasElement[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      canvases.push(this);
      return { drawImage } as unknown as CanvasRenderingContext2D;
    } as unknown as HTMLCanvasElement['getContext']);
    const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL');
    for (const url of dataUrls) toDataURL.mockReturnValueOnce(url);
    return { bitmap, close, drawImage, canvases, toDataURL };
  }

  it("draws a 4000 x 3000 photo at 1600 x 1200 and returns its data URL in the file's type", async () => {
    const { bitmap, close, drawImage, canvases, toDataURL } = stubCanvas(4000, 3000);
    const file = fileOf('leak.jpg', 'image/jpeg');

    const photo = await scalePhoto(file);

    expect(createImageBitmap).toHaveBeenCalledWith(file);
    expect(canvases[0]).toMatchObject({ width: 1600, height: 1200 });
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1600, 1200);
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', PHOTO_QUALITY);
    expect(photo).toEqual({
      name: 'leak.jpg',
      dataUrl: 'data:image/jpeg;base64,c2NhbGVk',
      width: 1600,
      height: 1200,
    });
    expect(close).toHaveBeenCalled();
  });

  it('keeps a PNG lossless, unless its data URL is over the limit: then it goes as a JPEG', async () => {
    const { toDataURL } = stubCanvas(1000, 800, ['data:image/png;base64,c21hbGw=']);
    await expect(scalePhoto(fileOf('plan.png', 'image/png'))).resolves.toMatchObject({
      dataUrl: 'data:image/png;base64,c21hbGw=',
      width: 1000,
      height: 800,
    });
    expect(toDataURL).toHaveBeenCalledWith('image/png', undefined);
    vi.restoreAllMocks();

    const huge = `data:image/png;base64,${'A'.repeat(MAX_PHOTO_DATA_URL_CHARS)}`;
    const again = stubCanvas(1000, 800, [huge, 'data:image/jpeg;base64,c21hbGw=']);
    await expect(scalePhoto(fileOf('plan.png', 'image/png'))).resolves.toMatchObject({
      dataUrl: 'data:image/jpeg;base64,c21hbGw=',
    });
    expect(again.toDataURL).toHaveBeenLastCalledWith('image/jpeg', PHOTO_QUALITY);
  });

  it('rejects with the text naming the file when the image cannot be decoded', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() =>
        Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')),
      ),
    );
    await expect(scalePhoto(fileOf('broken.jpg', 'image/jpeg'))).rejects.toThrow(
      photoUnreadableText('broken.jpg'),
    );
  });
});
