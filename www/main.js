// Wires the pieces, as 2048's application.js does: the wasm rules, the game model, input,
// rendering, the solver worker, storage, settings and records, handed to the controller, which
// decides what each input does. Nothing else happens here.

import { readAddress, replayLink, resumes, shareLink, syncAddress, syncReplay } from './app/address.js';
import { parseBoard } from './play/board-input.js';
import { Controller } from './app/controller.js';
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
import { AnalysisPanel } from './analysis/analysis-panel.js';
import { HintCount } from './analysis/hint-count.js';
import { LearnChannel } from './analysis/learn-channel.js';
import { SolutionsPanel } from './analysis/solutions-panel.js';
import { TimeChart } from './stats/time-chart.js';
import { DailyPanel } from './daily/daily-panel.js';
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
  const solver = new SolverClient({ tablePlan: (shape) => rules.tablePlan(shape.width, shape.height), storage });
  const game = new Game(rules, { shape: asked.shape });
  const learning = new LearnChannel();
  const analysis = new AnalysisPanel({
    container: $('analysis'), channel: learning,
    onPosition: (move, { focus }) => controller.replays.showMove(move, { open: !focus }),
  });
  const solutions = new SolutionsPanel({
    container: $('solutions'), channel: learning,
    onPlay: (shape, start, path, title) => controller.replays.showSolution(shape, start, path, title),
  });
  const replays = new ReplayInput(els);
  const chart = new TimeChart({ container: $('stats-chart'), onReplay: (code) => replays.emit('replay-open', { code }) });
  const stats = new Stats(storage);
  const daily = new DailyPanel({ container: $('daily'), storage });
  const learn = {
    ...Object.fromEntries(['dealt', 'solved', 'replayShown'].map((name) => [name, (arg) => {
      analysis[name](arg);
      solutions[name](arg);
    }])),
    statsDrawn: (all, shape) => chart.draw(all, shape),
  };
  const { solved, dealt } = learn;
  learn.dealt = () => {
    dealt();
    daily.dealt(game.shape, game.start);
  };
  learn.solved = (replay) => {
    solved(replay);
    const { ms, moves, optimal, assisted } = stats.solves.at(-1);
    daily.solved(game.shape, game.start, { ms, moves, optimal, assisted });
  };
  const hintCount = new HintCount({ element: $('hint-count'), channel: learning, movable: (tiles) => game.movable(tiles).length });
  const input = new InputManager(els);
  input.on('hint', () => hintCount.ask(game.tiles, game.shape, game.isSolved()));
  game.on('change', ({ by }) => {
    if (by === 'hint') hintCount.ask(game.tiles, game.shape, game.isSolved());
    else hintCount.clear();
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
    distance: new Distance(solver),
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
    navigator.serviceWorker?.register('sw.js').catch((err) => console.warn('slide puzzle: no offline copy:', err?.message ?? err));
  } catch (err) {
    console.error('slide puzzle: could not deal a board', err);
    renderer.fatal('The puzzle could not start.', `Dealing a board failed: ${err.message}`);
  }
}
