// The player's settings: difficulty per size, the solver's pace, the animation speed, the
// control mode, and the picture on the tiles (with or without their numbers). Each value is checked against what the page offers; a change is kept at once in
// storage (under 'settings') and announced with a 'change' event {name, value}. No DOM here.

import { Emitter } from './game.js';
import { DEFAULT_DIFFICULTY, DIFFICULTIES } from './difficulty.js';
import { NUMBERS, PICTURE_CHOICES } from './pictures.js';

/** Milliseconds between the solver's moves, fastest last. */
export const SPEEDS = [400, 200, 100, 40];
/** Milliseconds per tile for a slide's animation; 0 is instant. */
export const ANIMATIONS = [0, 50, 100, 140, 250];
/** How the pointer moves tiles: a click (or tap), or hovering over a tile in line with the gap. */
export const CONTROLS = ['click', 'hover'];

/** Whether a picture's tiles also show their numbers, small. */
export const NUMBER_CHOICES = [true, false];

export const DEFAULTS = Object.freeze({ speed: 200, animation: 140, control: 'click', picture: NUMBERS, numbers: true });

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

export class Settings extends Emitter {
  /** @param {object} storage {get(key, check, fallback), set(key, value)} (storage.js) */
  constructor(storage) {
    super();
    this.storage = storage;
    const saved = storage.get('settings', isObject, {});
    this.values = { ...DEFAULTS, difficulty: { ...DEFAULT_DIFFICULTY } };
    for (const [side, value] of Object.entries(isObject(saved.difficulty) ? saved.difficulty : {})) {
      if (DIFFICULTIES[side]?.some((l) => l.value === value)) this.values.difficulty[side] = value;
    }
    for (const name of ['speed', 'animation', 'control', 'picture', 'numbers']) {
      if (this.#allowed(name, saved[name])) this.values[name] = saved[name];
    }
  }

  get(name) {
    return this.values[name];
  }

  /** The difficulty chosen for `side`. */
  difficulty(side) {
    return this.values.difficulty[side];
  }

  /**
   * Set `name` to `value` (a number may come as its text, from a select). Returns false, and
   * changes nothing, for a value the page does not offer.
   */
  set(name, value) {
    const v = ['speed', 'animation'].includes(name) && typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (!this.#allowed(name, v)) return false;
    if (this.values[name] !== v) {
      this.values[name] = v;
      this.#save();
      this.emit('change', { name, value: v });
    }
    return true;
  }

  /** Choose the difficulty of `side`; false for a level that size does not have. */
  setDifficulty(side, value) {
    if (!DIFFICULTIES[side]?.some((l) => l.value === value)) return false;
    if (this.values.difficulty[side] !== value) {
      this.values.difficulty = { ...this.values.difficulty, [side]: value };
      this.#save();
      this.emit('change', { name: 'difficulty', value: { side, value } });
    }
    return true;
  }

  #allowed(name, v) {
    const offered = { speed: SPEEDS, animation: ANIMATIONS, control: CONTROLS, picture: PICTURE_CHOICES, numbers: NUMBER_CHOICES };
    return offered[name]?.includes(v) ?? false;
  }

  #save() {
    this.storage.set('settings', this.values);
  }
}
