// One worker for the learning features (worker.js running learn-ops.js's requests), shared by
// the analysis, the solutions list and the hint's count, started when first asked: the game's
// own solver worker stays free for play. `ask(request, onProgress)` resolves with the answer
// message or rejects with an Error named for the module's error kind.

const defaultWorker = () => new Worker(new URL('../worker.js', import.meta.url), { type: 'module' });

export class LearnChannel {
  /** @param {() => Worker} [createWorker] */
  constructor(createWorker = defaultWorker) {
    this.createWorker = createWorker;
    this.worker = null;
    this.next = 1;
    this.waiting = new Map(); // learnId -> {resolve, reject, onProgress}
  }

  /** Send `request` ({op, …}); `onProgress` gets the progress messages before the answer. */
  ask(request, onProgress = () => {}) {
    this.worker ??= this.#start();
    const learnId = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(learnId, { resolve, reject, onProgress });
      this.worker.postMessage({ ...request, learnId });
    });
  }

  #start() {
    const worker = this.createWorker();
    worker.addEventListener('message', ({ data }) => {
      const wait = this.waiting.get(data?.learnId);
      if (!wait) return;
      if (data.type.endsWith('-progress')) {
        wait.onProgress(data);
        return;
      }
      this.waiting.delete(data.learnId);
      if (data.ok) wait.resolve(data);
      else wait.reject(Object.assign(new Error(data.error?.message ?? 'the worker failed'), { name: data.error?.name ?? 'Error' }));
      if (data.fatal) this.#restart();
    });
    worker.addEventListener('error', (e) => {
      e.preventDefault?.();
      this.#restart(new Error('the learning worker could not start'));
    });
    return worker;
  }

  /** Drop a worker whose wasm instance trapped (or that failed): the next request starts another. */
  #restart(error = null) {
    this.worker?.terminate();
    this.worker = null;
    if (!error) return;
    for (const wait of this.waiting.values()) wait.reject(error);
    this.waiting.clear();
  }
}
