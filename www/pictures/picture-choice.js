// The picture on the tiles, as the game applies it: which picture the settings' choice shows
// (the player's own picture chosen but gone from storage shows numbers until a new one is
// chosen), and keeping an image file the player chose. Part of the controller
// (app/controller.js); no DOM here (picture-store.js cuts and keeps, the renderer draws).

import { NUMBERS, OWN, pictureFile } from './pictures.js';

/**
 * What the tiles show for the setting `chosen`: {picture, url}, `picture` the choice as shown
 * (numbers when the player's own is chosen but missing) and `url` its image (null for numbers).
 * @param {string} chosen   the 'picture' setting
 * @param {?string} own     the player's own picture's URL, if kept
 */
export function shownPicture(chosen, own) {
  const url = chosen === OWN ? own : pictureFile(chosen);
  return { picture: chosen === OWN && !url ? NUMBERS : chosen, url };
}

export class PictureChoice {
  /** @param {object} app  the controller: its parts and the page's state */
  constructor(app) {
    this.app = app;
  }

  /** The player chose their own picture, and none is kept: ask for an image file. */
  askForOwn() {
    const { renderer } = this.app;
    renderer.pictureNote('Choose an image file for your own picture.');
    renderer.askForPicture();
  }

  /** The player chose an image file: cut and keep it, and show it, or say why not. */
  async keep(file) {
    const { app } = this;
    const result = await app.pictures.keep(file);
    if (result.error) {
      app.renderer.pictureNote(result.error, { error: true });
      return;
    }
    app.renderer.pictureNote(result.kept
      ? 'Your image is on the tiles. It stays in this browser: it is never uploaded.'
      : 'Your image is on the tiles for this visit: this browser would not keep it.');
    if (app.settings.get('picture') === OWN) app.settingsPanel.apply(); // the same setting, a new image
    else app.settings.set('picture', OWN); // redrawn on the settings' 'change'
  }
}
