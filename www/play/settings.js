// The player's settings: difficulty per board shape, the solver's pace, the animation speed, the
// control mode, and the picture on the tiles (with or without their numbers). Each value is
// checked against what the page offers; a change is kept at once in storage (under 'settings')
// and announced with a 'change' event {name, value}. No DOM here.
//
// The difficulties are kept as {key: level} for the shapes whose level the player chose, `key`
// a shape's key ("4x3", shape.js); other shapes are at their default (difficulty.js). Settings
// saved before rectangles keyed them by the side ("4"); they are read as that square's.

import { Emitter } from '../lib/emitter.js';
import { defaultLevel, levelsFor } from './difficulty.js';
import { NUMBERS, PICTURE_CHOICES } from '../pictures/pictures.js';
import { shapeFrom } from './shape.js';

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

/** The shape of `size` (a shape or its key) when `value` is one of its levels, else null. */
function offering(size, value) {
  const shape = shapeFrom(size);
  return shape && levelsFor(shape).some((l) => l.value === value) ? shape : null;
}

export class Settings extends Emitter {
  /** @param {object} storage {get(key, check, fallback), set(key, value)} (storage.js) */
  constructor(storage) {
    super();
    this.storage = storage;
    const saved = storage.get('settings', isObject, {});
    this.values = { ...DEFAULTS, difficulty: {} };
    for (const [size, value] of Object.entries(isObject(saved.difficulty) ? saved.difficulty : {})) {
      const shape = offering(size, value);
      if (shape) this.values.difficulty[shape.key] = value;
    }
    for (const name of ['speed', 'animation', 'control', 'picture', 'numbers']) {
      if (this.#allowed(name, saved[name])) this.values[name] = saved[name];
    }
  }

  get(name) {
    return this.values[name];
  }

  /** The level chosen for `size` (a shape or its key), or its default; null for a size not offered. */
  difficulty(size) {
    const shape = shapeFrom(size);
    return shape ? (this.values.difficulty[shape.key] ?? defaultLevel(shape)) : null;
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

  /**
   * Choose the level of `size` (a shape or its key); false for a level that shape does not
   * have. A change is announced as {name: 'difficulty', value: {size: key, value}}.
   */
  setDifficulty(size, value) {
    const shape = offering(size, value);
    if (!shape) return false;
    if (this.difficulty(shape) !== value) {
      this.values.difficulty = { ...this.values.difficulty, [shape.key]: value };
      this.#save();
      this.emit('change', { name: 'difficulty', value: { size: shape.key, value } });
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
