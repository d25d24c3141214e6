// Events, as the parts of the page tell each other what happened: `on(event, fn)` to listen,
// `emit(event, detail)` to tell every listener, in the order they listened. The game model, the
// input manager, the solver client and the settings all extend it.

/** A tiny event emitter, as in 2048's managers. */
export class Emitter {
  #handlers = new Map();

  on(event, fn) {
    if (!this.#handlers.has(event)) this.#handlers.set(event, []);
    this.#handlers.get(event).push(fn);
    return this;
  }

  emit(event, detail) {
    for (const fn of this.#handlers.get(event) ?? []) fn(detail);
  }
}
