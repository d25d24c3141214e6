// The player's own picture: an image file from their device, cut to its central square, scaled
// down (at most OWN_SIDE pixels a side, WebP or JPEG) so it stays small, and kept in this
// browser's storage (storage.js, under 'picture') as a data URL for the next visit. It is never
// sent anywhere: the file is read and drawn here, in the page.

import { squareCrop } from './pictures.js';

/** Encodings tried in turn; a browser that cannot write one gives PNG, which is too large. */
const ENCODINGS = [['image/webp', 0.85], ['image/jpeg', 0.85]];

const isDataUrl = (v) => typeof v === 'string' && /^data:image\/(webp|jpeg|png);base64,[A-Za-z0-9+/=]+$/.test(v);

export class PictureStore {
  /**
   * @param {object} storage storage.js's StorageManager (get, set, remove)
   * @param {Document} [doc] for the canvas
   */
  constructor(storage, doc = globalThis.document) {
    this.storage = storage;
    this.doc = doc;
    this.url = storage.get('picture', isDataUrl, null);
  }

  /** The player's picture as a data URL, or null when none is kept. */
  own() {
    return this.url;
  }

  /**
   * Make `file` the player's picture. Resolves to {url, kept} (kept: whether it will still be
   * here on the next visit) or {error}: a sentence for the player, when the file is not an
   * image this browser can read.
   */
  async keep(file) {
    const named = file?.name ? `“${file.name}”` : 'That file';
    if (!file || !/^image\//.test(file.type)) {
      return { error: `${named} is not an image. Choose a photo or picture file (PNG, JPEG, WebP or GIF).` };
    }
    let bitmap;
    try {
      bitmap = await createImageBitmap(file);
    } catch {
      return { error: `${named} could not be read as an image. Try another file (PNG, JPEG, WebP or GIF).` };
    }
    const crop = squareCrop(bitmap.width, bitmap.height);
    const canvas = this.doc.createElement('canvas');
    canvas.width = crop.out;
    canvas.height = crop.out;
    canvas.getContext('2d').drawImage(bitmap, crop.x, crop.y, crop.side, crop.side, 0, 0, crop.out, crop.out);
    bitmap.close();
    let url = '';
    for (const [type, quality] of ENCODINGS) {
      url = canvas.toDataURL(type, quality);
      if (url.startsWith(`data:${type};`)) break;
    }
    this.url = url;
    // Kept only where storage outlives the visit (storage.js falls back to memory without it).
    return { url, kept: this.storage.set('picture', url) && this.storage.persistent !== false };
  }
}
