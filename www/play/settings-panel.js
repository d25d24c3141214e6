// The settings in the game: the size (a preset, or any width × height from the size form), the
// difficulty, the solver's pace, the animation, the control mode and the picture, each handed
// to the parts that use it, and the words that go with a size. Part of the controller
// (app/controller.js); no DOM here (the renderer draws, settings.js keeps).

import { levelOf, levelsFor } from './difficulty.js';
import { MAX_SIDE, MIN_SIDE, parseShape, puzzleName, shapeOf } from './shape.js';
import { optimalityNote } from '../assist/search-words.js';
import { OWN } from '../pictures/pictures.js';
import { shownPicture } from '../pictures/picture-choice.js';
import { OTHER_SIZE } from './settings-drawing.js';

export class SettingsPanel {
  /** @param {object} app  the controller: its parts and the page's state */
  constructor(app) {
    this.app = app;
  }

  /** A setting chosen on the page ('setting' from the input). */
  choose({ name, value }) {
    const { app } = this;
    const { game, settings } = app;
    if (name === 'size') {
      const shape = parseShape(value);
      if (shape) app.turn.deal(shape);
      else if (value === OTHER_SIZE) app.renderer.sizeForm({ open: true });
    } else if (name === 'difficulty') {
      if (settings.setDifficulty(game.shape, value)) app.turn.deal(game.shape);
    } else if (name === 'picture' && value === OWN && !app.pictures.own()) {
      this.apply(); // the select goes back until there is an image to show
      app.picture.askForOwn();
    } else {
      settings.set(name, value);
    }
  }

  /** The size form sent: a board of that width and height, or why not. */
  sizeForm({ width, height }) {
    const { app } = this;
    const shape = shapeOf(Number(width), Number(height));
    if (!shape) {
      app.renderer.sizeForm({ open: true, error: `Width and height are whole numbers from ${MIN_SIDE} to ${MAX_SIDE}.` });
      return;
    }
    app.renderer.sizeForm({ open: false });
    app.turn.deal(shape);
  }

  /** A setting changed ('change' from settings.js): apply it and redraw. */
  changed({ name }) {
    const { app } = this;
    if (name === 'speed') app.game.setInterval(app.settings.get('speed'));
    this.apply();
    app.render();
  }

  /** Hand the settings to the parts that use them. */
  apply() {
    const { app } = this;
    const { settings } = app;
    app.input.hover = settings.get('control') === 'hover';
    const { picture, url } = shownPicture(settings.get('picture'), app.pictures.own());
    app.renderer.settings({
      speed: settings.get('speed'), animation: settings.get('animation'), control: settings.get('control'),
      picture, numbers: settings.get('numbers'),
    });
    app.renderer.picture({ url, numbers: settings.get('numbers') });
  }

  /** Size-dependent words: the title, the select, the difficulty levels, the note on optimality. */
  describeSize(shape) {
    const { app } = this;
    const chosen = app.settings.difficulty(shape);
    app.renderer.describeSize({
      shape,
      name: puzzleName(shape),
      levels: levelsFor(shape),
      chosen,
      note: levelOf(shape, chosen).note,
      optimal: app.optimal,
      optimalityNote: optimalityNote(shape, app.solver.building, app.optimal),
    });
  }
}
