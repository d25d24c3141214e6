// Wires the pieces, as 2048's application.js does: the wasm rules, the game model, input,
// rendering, the solver worker, storage, settings and records, handed to the controller, which
// decides what each input does. Nothing else happens here.

import { readAddress, replayLink, resumes, shareLink, syncAddress, syncReplay } from './app/address.js';
import { parseBoard } from './play/board-input.js';
import { Controller } from './app/controller.js';
import { keepOffline } from './app/updates.js';
import { Distance } from './assist/distance.js';
import { Game } from './play/game.js';
import { InputManager } from './play/input.js';
import { insideToggle } from './inside/inside-toggle.js';
import { PictureStore } from './pictures/picture-store.js';
import { Records } from './stats/records.js';
import { Renderer } from './ui/render.js';
import { ReplayInput } from './replay/replay-view.js';
import { Saver } from './lib/saver.js';
import { Settings } from './play/settings.js';
import { SolverClient } from './solver/solver-client.js';
import { Stats } from './stats/stats.js';
import { Stopwatch } from './play/stopwatch.js';
import { StorageManager } from './lib/storage.js';
import { wireLearning } from './analysis/learning.js';
import { dailyAsked, dailyBoard, dateOf, dayOf } from './daily/daily.js';

const $ = (id) => document.getElementById(id);
const ids = {
  board: 'board', status: 'status', moves: 'moves', remaining: 'remaining', remainingBound: 'remaining-bound',
  message: 'message', shuffle: 'shuffle', hint: 'hint', solve: 'solve', speed: 'speed', animation: 'animation',
  control: 'control', maxTile: 'max-tile', puzzleName: 'puzzle-name', size: 'size', note: 'note',
  remainingStat: 'remaining-stat', timer: 'timer', optimal: 'optimal', undo: 'undo', redo: 'redo', pause: 'pause',
  stepBack: 'step-back', stepForward: 'step-forward', difficulty: 'difficulty', difficultyNote: 'difficulty-note',
  best: 'best', custom: 'custom', customBoard: 'custom-board', customError: 'custom-error', shareUrl: 'share-url',
  copyLink: 'copy-link', storageNotice: 'storage-notice', statsSize: 'stats-size', statsFigures: 'stats-figures',
  statsCount: 'stats-count', statsList: 'stats-list', statsExport: 'stats-export', statsClear: 'stats-clear',
  statsConfirm: 'stats-confirm', statsClearYes: 'stats-clear-yes', statsClearNo: 'stats-clear-no',
  replayBar: 'replay-bar', replayTitle: 'replay-title', replayPlay: 'replay-play', replaySpeed: 'replay-speed',
  replaySeek: 'replay-seek', replayPosition: 'replay-position', replayCopy: 'replay-copy', replayExit: 'replay-exit',
  afterSolve: 'after-solve', replayLast: 'replay-last', watchOptimal: 'watch-optimal',
  picture: 'picture', pictureNumbers: 'picture-numbers', pictureFile: 'picture-file', pictureNote: 'picture-note',
  sizeForm: 'size-form', sizeWidth: 'size-width', sizeHeight: 'size-height', sizeError: 'size-error',
  updateNotice: 'update-notice', updateTake: 'update-take',
};
const els = Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, $(id)]));
const renderer = new Renderer(els);

let rules;
try {
  rules = await import('../pkg/slide_puzzle.js');
  await rules.default();
} catch (err) {
  console.error('slide puzzle: the WebAssembly module failed to load', err);
  rules = null;
  renderer.fatal(
    'The puzzle could not start.',
    `Its WebAssembly module did not load (${err?.message ?? err}). Serve this folder over HTTP ` +
      'in a browser with WebAssembly enabled, after building the module with:',
    'wasm-pack build --target web --out-dir pkg',
  );
}

if (rules) {
  const asked = readAddress(location.search);
  const storage = new StorageManager();
  const solver = new SolverClient({ tablePlan: (shape) => rules.tablePlan(shape), storage });
  const game = new Game(rules, { shape: asked.shape });
  const distance = new Distance(solver);
  const replays = new ReplayInput(els);
  const stats = new Stats(storage, Date.now(), { rules });
  const input = new InputManager(els);
  const { learn, daily } = wireLearning({
    $, rules, game, stats, storage, distance, input, replayInput: replays, app: () => controller,
  });
  const controller = new Controller({
    rules,
    game,
    input,
    renderer,
    solver,
    storage,
    settings: new Settings(storage),
    records: new Records(storage),
    stats,
    distance,
    stopwatch: new Stopwatch(),
    saverFor: (save) => new Saver(save),
    address: {
      sync: syncAddress, link: (shape, tiles) => shareLink(location.href, shape, tiles),
      replay: (code) => syncReplay(code), replayLink: (code) => replayLink(location.href, code),
    },
    replays,
    pictures: new PictureStore(storage),
    clipboard: { writeText: (text) => navigator.clipboard.writeText(text) },
    learn,
    inside: insideToggle({ toggle: $('inside'), container: $('inside-panel'), board: els.board, storage, tiles: () => game.tiles }),
  });
  addEventListener('pagehide', () => controller.flush());
  document.addEventListener('visibilitychange', () => { if (document.hidden) controller.flush(); });
  setInterval(() => controller.tick(), 250);
  try {
    // ?daily: the board of the UTC day on the size asked, from the date alone (www/daily/).
    const day = dailyAsked(location.search) ? dayOf(Date.now()) : null;
    const shared = day !== null ? { tiles: dailyBoard(rules, asked.shape, day), shape: asked.shape }
      : asked.rawBoard === null ? null : parseBoard(asked.rawBoard, rules, asked.shape);
    if (day !== null) daily.offer(asked.shape, dateOf(day), shared.tiles);
    controller.start({ asked, shared, resume: (saved) => resumes(asked, shared?.tiles ?? null, saved.shape.key, saved.start) });
    keepOffline({ offer: (take) => renderer.offerUpdate(take) });
  } catch (err) {
    console.error('slide puzzle: could not deal a board', err);
    renderer.fatal('The puzzle could not start.', `Dealing a board failed: ${err.message}`);
  }
}
