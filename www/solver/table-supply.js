// How the solving worker gets the tables of the board shape in play, as the wasm module's
// tablePlan for the shape says: part of the solver client (solver-client.js), which owns the
// worker and hands it over (reset) whenever it starts a fresh one.
//
// The worker gets them at once (and again in every fresh worker), reporting 'prepare' events
// {phase: 'start' | 'progress' | 'end' | 'error' | 'cancel', side, share, ms, source, error} so
// the page can say so; `preparing.share` is the share of a build done so far, and `source` says
// how the last tables came ('built', 'loaded' from IndexedDB, or 'ready').
//
// Tables the plan builds apart (4×4, 5×5) are only loaded by the solving worker; when none are
// kept, a second worker builds them while sessions answer without them (4×4: proven with a quick
// database), and 'background' events {phase: 'start' | 'progress' | 'end' | 'error', side,
// share, kept} tell the page how far it is (`building` while it runs); once kept, the solving
// worker loads them, and the session under way takes them in its next slice. If they cannot be
// kept (no IndexedDB), the solving worker builds them itself where the plan says so.

import { isSquare } from '../play/shape.js';
import { BUILDER_STALLED, TABLES_NOT_KEPT } from './solver-errors.js';
import { TableBuilder } from './table-builder.js';

/** Why a worker whose wasm trapped failed: 'memory' when it ran out (worker.js names it), else 'trapped'. */
export const trapReason = (error) => (error?.name === 'OutOfMemory' ? 'memory' : 'trapped');

export class TableSupply {
  /**
   * @param {object} options
   * @param {URL|string} options.url  the worker script (the table builder runs it too)
   * @param {{cannotKeep(sentence)} | null} options.storage  told when built tables cannot be kept
   * @param {(type, event) => void} options.emit  the client's events ('prepare', 'background', 'restart')
   * @param {() => void} options.watch  the worker was asked something, or answered: rearm its watchdog
   * @param {(reason, detail) => void} options.fail  the worker trapped while getting tables
   * @param {() => void} options.good  the worker answered well (a table request ended)
   */
  constructor({ url, storage, emit, watch, fail, good }) {
    Object.assign(this, { emit, watch, fail, good });
    this.worker = null;       // the solving worker, while there is one to ask
    this.side = null;         // the side of the shape in play when it is a square (tables are per side), else null
    this.name = null;         // whose tables it needs, if it has any: `side` for a square, the shape's key ('8x2') else
    this.plan = undefined;    // the module's tablePlan for the shape in play
    this.prepared = new Set(); // tables (sides, shape keys) the worker has built or been asked to
    this.pending = 0;         // table requests to the worker not yet finished
    this.preparing = null;    // {side, since, share} while the worker builds or loads tables
    this.buildHere = new Set(); // tables built apart that the solving worker builds, as none can be kept
    this.source = null;       // how the last tables came: 'built' | 'loaded' | 'ready'
    this.builder = new TableBuilder({ url });
    this.builder.on('start', (e) => emit('background', { phase: 'start', ...e }));
    this.builder.on('progress', (e) => emit('background', { phase: 'progress', ...e }));
    this.builder.on('end', (e) => {
      // Built but refused by IndexedDB (its quota, a private window): the player should know
      // why the next visit builds them again.
      if (!e.kept) storage?.cannotKeep(TABLES_NOT_KEPT);
      emit('background', { phase: 'end', ...e });
    });
    this.builder.on('error', (e) => {
      emit('background', { phase: 'error', ...e });
      // Killed mid-build (out of memory, say): the page says so, as for the solving worker.
      if (e.error === 'stalled') emit('restart', { reason: 'stalled', message: BUILDER_STALLED });
    });
  }

  /** The background build of the tables for the side in play, as {share}, or null. */
  get building() {
    return this.side === null ? null : this.builder.building(this.side);
  }

  /** The shape in play and the module's `plan` for it (undefined: it has no tables). */
  setShape(shape, plan) {
    this.side = isSquare(shape) ? shape.width : null;
    this.plan = plan;
    this.name = plan ? this.side ?? shape.key : null;
  }

  /**
   * A fresh solving worker (which has no tables yet), or none (null: the old one was dropped;
   * `phase` ends a table request it was doing).
   */
  reset(worker, phase = 'cancel', detail = {}) {
    this.worker = worker;
    this.prepared = new Set();
    this.pending = 0;
    this.#end(phase, detail);
  }

  /**
   * Have the worker get the tables of the shape in play, unless it has or was asked (the
   * module builds a database for the rectangles that have one, and says 'ready' for the rest).
   */
  ask() {
    const side = this.name;
    if (!this.worker || side === null || this.prepared.has(side)) return;
    this.prepared.add(side);
    this.pending += 1;
    const build = !this.plan?.apart || this.buildHere.has(side);
    this.worker.postMessage({ op: 'prepare', side, build });
    this.watch();
  }

  /** Handles a message of the worker about tables; false for any other message. */
  onMessage(msg) {
    switch (msg?.type) {
      case 'prepare-start':
        this.preparing = { side: msg.side, since: performance.now(), share: null };
        this.emit('prepare', { phase: 'start', side: msg.side });
        return true;
      case 'prepare-progress':
        if (this.preparing) this.preparing.share = msg.share;
        this.emit('prepare', { phase: 'progress', side: msg.side, share: msg.share });
        return true;
      case 'prepare-end':
      case 'prepare-error':
        this.pending = Math.max(0, this.pending - 1);
        this.watch(); // owing one request less: disarm the watchdog if that was all
        if (msg.type === 'prepare-end') {
          this.good();
          if (msg.source) this.source = msg.source;
          this.#end('end', { ms: msg.ms, source: msg.source });
          if (msg.source === 'missing') this.#buildApart(msg.side);
        } else if (msg.fatal) {
          this.fail(trapReason(msg.error), msg.error?.message);
        } else {
          this.#end('error', { error: msg.error?.message });
        }
        return true;
      default:
        return false;
    }
  }

  terminate() {
    this.builder.terminate();
  }

  /**
   * Have a second worker build and keep the tables for `side`; once they are kept, the solving
   * worker (this one or a fresh one) loads them, now if `side` is in play, else when it is.
   */
  #buildApart(side) {
    const plan = this.plan;
    this.builder.build(side).then((kept) => {
      if (!kept && !plan?.hereIfNotKept) return;
      if (!kept) this.buildHere.add(side); // none can be kept: the solving worker builds them
      this.prepared.delete(side);
      if (this.name === side) this.ask();
    });
  }

  #end(phase, detail = {}) {
    const was = this.preparing;
    if (!was) return;
    this.preparing = null;
    this.emit('prepare', { phase, side: was.side, ...detail });
  }
}
