// The solver client's errors and sentences: what a failed or superseded request rejects with,
// the worker's errors as Errors again, and what the page says when a worker is replaced or the
// tables cannot be kept. Apart from solver-client.js so that a module that only tells errors
// apart (the controller, distance.js, the Inside panel's channel) does not load the client.

export class SupersededError extends Error {
  constructor() {
    super('superseded by a newer request');
    this.name = 'SupersededError';
  }
}

/**
 * The worker holding a request failed (see the watchdog above): a fresh one was started, or,
 * after too many failures, the client gave up. The 'restart' or 'failed' event says which.
 */
export class WorkerRestartError extends Error {
  constructor(message, reason) {
    super(message);
    this.name = 'WorkerRestartError';
    this.reason = reason;
  }
}

/** Failures in a row, with no good answer between them, after which the client gives up. */
export const MAX_FAILURES_IN_A_ROW = 3;

/** What the page says when a worker was replaced, by the reason. */
export const RESTART_MESSAGES = {
  stalled: 'The solver stopped answering, so it was restarted.',
  crashed: 'The solver crashed, so it was restarted.',
  trapped: 'The solver hit an internal error, so it was restarted.',
  // Not a restart: the client gives up at once (a fresh worker would get no more memory).
  memory: 'The optimal solver needs more memory than this device gave it, so it was switched off.',
};

/** What the page says, once, when this browser will not keep the solver's tables. */
export const TABLES_NOT_KEPT = 'This browser would not keep the solver’s tables, so they will be built again on the next visit.';

/** What the page says when the table builder fell silent (table-builder.js's watchdog) and was ended. */
export const BUILDER_STALLED = 'The table builder stopped answering, so it was ended.';

/**
 * The worker's `{name, message}` as an Error again, named for its kind (the wasm module's
 * error kinds: 'Unsolvable', 'OutOfBudget', 'Busy', …; see docs/API.md), for callers to branch
 * on `err.name`, never on the message.
 */
export function workerError({ name = 'Error', message = '' } = {}) {
  const err = new Error(message);
  err.name = name;
  return err;
}
