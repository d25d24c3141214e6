// Wires the pieces: the wasm rules, the game model, input, rendering and the solver worker.
// UI state (is a solve running, what the status line says) lives here; game state lives in
// game.js; what the board looks like lives in render.js.

import { Game } from './game.js';
import { InputManager } from './input.js';
import { Renderer } from './render.js';
import {
  SEARCHING, hintText, percentText, puzzleName, searchDetail, solveWaitText, tablesText,
} from './search-words.js';
import { SolverClient, SupersededError, WorkerRestartError } from './solver-client.js';
import { StorageManager } from './storage.js';
import {
  DEFAULT_SIDE, SIDES, parseBoard, parseCustom, readAddress, sentence, syncAddress,
} from './board-input.js';

const $ = (id) => document.getElementById(id);

const els = {
  board: $('board'),
  status: $('status'),
  moves: $('moves'),
  remaining: $('remaining'),
  remainingBound: $('remaining-bound'),
  message: $('message'),
  shuffle: $('shuffle'),
  hint: $('hint'),
  solve: $('solve'),
  speed: $('speed'),
  maxTile: $('max-tile'),
  puzzleName: $('puzzle-name'),
  size: $('size'),
  note: $('note'),
  remainingStat: $('remaining-stat'),
  timer: $('timer'),
  optimal: $('optimal'),
  undo: $('undo'),
  redo: $('redo'),
  pause: $('pause'),
  stepBack: $('step-back'),
  stepForward: $('step-forward'),
  difficulty: $('difficulty'),
  difficultyNote: $('difficulty-note'),
  best: $('best'),
  custom: $('custom'),
  customBoard: $('custom-board'),
  customError: $('custom-error'),
  shareUrl: $('share-url'),
  copyLink: $('copy-link'),
  storageNotice: $('storage-notice'),
};

const renderer = new Renderer(els);

/**
 * Difficulty levels per size: [value, label, note, deal(wasm)]. Each deal is uniform among
 * the boards of its kind (the wasm module's promise).
 */
const DIFFICULTIES = {
  3: [
    ['random', 'Any board', 'Any solvable board, uniformly at random.', (w) => w.shuffle(3)],
    ...[5, 10, 15, 20, 25, 31].map((n) => [String(n), `Exactly ${n} moves`,
      `Exactly ${n} moves from solved at best, uniformly among all such boards.`, (w) => w.dealAtDistance(n)]),
  ],
  4: [
    ['easy', 'Easy', 'Easy: top two rows already in place; the rest uniformly random.', (w) => w.dealWithSolvedRows(4, 2)],
    ['medium', 'Medium', 'Medium: top row already in place; the rest uniformly random.', (w) => w.dealWithSolvedRows(4, 1)],
    ['hard', 'Hard', 'Hard: fully random, uniformly among all solvable boards.', (w) => w.dealWithSolvedRows(4, 0)],
  ],
  5: [['random', 'Random', 'Any solvable board, uniformly at random.', (w) => w.shuffle(5)]],
};
const DEFAULT_DIFFICULTY = { 3: 'random', 4: 'hard', 5: 'random' };

/** 83 s -> "1:23". */
function clock(ms) {
  const total = Math.floor(ms / 1000);
  const m = Math.floor(total / 60);
  const sec = String(total % 60).padStart(2, '0');
  return m >= 60 ? `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** An answer that takes longer than this gets a spinner and a word of explanation. */
const SLOW_MS = 300;

/**
 * After a pointer picks an option, give the focus back to the page, so the arrow keys move tiles
 * again instead of changing the option. A keyboard choice keeps the focus where it is.
 */
function releaseFocusAfterPointerChange(select) {
  let lastKey = -Infinity;
  select.addEventListener('keydown', (e) => { lastKey = e.timeStamp; });
  select.addEventListener('change', (e) => {
    if (e.timeStamp - lastKey > 250) select.blur();
  });
}

async function loadRules() {
  const wasm = await import('../pkg/slide_puzzle.js');
  await wasm.default();
  return wasm;
}

let rules;
try {
  rules = await loadRules();
} catch (err) {
  console.error('slide puzzle: the WebAssembly module failed to load', err);
  renderer.fatal(
    'The puzzle could not start.',
    `Its WebAssembly module did not load (${err?.message ?? err}). Serve this folder over HTTP ` +
      'in a browser with WebAssembly enabled, after building the module with:',
    'wasm-pack build --target web --out-dir pkg',
  );
}

if (rules) start(rules);

function start(wasm) {
  const address = readAddress();
  const game = new Game(wasm, { side: address.side });
  const input = new InputManager(els);
  const solver = new SolverClient();
  const storage = new StorageManager();

  const ui = {
    interval: Number(els.speed.value) || 200, // ms between solver moves
    solving: false,    // Solve pressed: finding or playing the solution
    thinking: false,   // waiting for a hint
    waitSince: null,   // when the player started waiting for a hint or a solution
    solverOk: true,
    optimal: true,     // the solver's answers are proven shortest for this size
    remaining: null,   // moves still needed by the solver's solution, when known
    proven: true,      // remaining is proven (4×4: false while only a short solution is known)
    lowerBound: null,  // no solution is shorter, while remaining is not proven
    searchKey: null,   // the board whose 4×4 proof the worker is searching for
    hint: null,        // {key, tile, proven}: the hint shown (4×4, before the player makes it)
    distanceSince: null, // when the current distance was asked for
    distanceError: false,
    best: null,        // the solver's length for the dealt board
    message: '',
    elapsed: 0,        // ms played before runningSince
    runningSince: null, // performance.now() when the timer last started; null while stopped
    difficulty: { ...DEFAULT_DIFFICULTY },
    records: {},       // side -> {moves, ms}: the best unassisted results
    newRecord: false,
  };

  const isCount = (n) => Number.isInteger(n) && n >= 0;
  const prefs = storage.get('settings', (v) => v && typeof v === 'object' && !Array.isArray(v), {});
  for (const side of SIDES) {
    const want = prefs.difficulty?.[side];
    if (DIFFICULTIES[side].some(([value]) => value === want)) ui.difficulty[side] = want;
  }
  ui.records = storage.get('best', (v) => v && typeof v === 'object' && !Array.isArray(v)
    && Object.entries(v).every(([k, r]) => SIDES.includes(Number(k)) && r && isCount(r.moves) && isCount(r.ms)), {});

  const elapsed = () => ui.elapsed + (ui.runningSince === null ? 0 : performance.now() - ui.runningSince);
  function startTimer() {
    if (ui.runningSince === null) ui.runningSince = performance.now();
  }
  function stopTimer() {
    if (ui.runningSince === null) return;
    ui.elapsed = elapsed();
    ui.runningSince = null;
  }
  setInterval(() => {
    if (ui.runningSince !== null) els.timer.textContent = clock(elapsed());
  }, 250);

  function saveSettings() {
    storage.set('settings', { difficulty: ui.difficulty });
  }

  function saveGame() {
    if (game.tiles.length === 0) return;
    storage.set('game', {
      side: game.side, start: game.start, past: game.past, future: game.future,
      elapsed: Math.round(elapsed()), optimal: ui.best,
    });
  }

  function showNotices() {
    const list = storage.takeNotices();
    if (list.length === 0) return;
    const text = [els.storageNotice.hidden ? '' : els.storageNotice.textContent, ...list].filter(Boolean).join(' ');
    els.storageNotice.textContent = text;
    els.storageNotice.hidden = false;
  }

  function recordResult() {
    ui.newRecord = false;
    if (game.assisted > 0 || game.moves === 0) return;
    const ms = Math.round(elapsed());
    const old = ui.records[game.side];
    const next = old
      ? { moves: Math.min(old.moves, game.moves), ms: Math.min(old.ms, ms) }
      : { moves: game.moves, ms };
    ui.newRecord = !old || next.moves < old.moves || next.ms < old.ms;
    ui.records = { ...ui.records, [game.side]: next };
    storage.set('best', ui.records);
  }

  function shareLink() {
    const url = new URL(location.href);
    url.search = '';
    url.hash = '';
    url.searchParams.set('size', String(game.side));
    url.searchParams.set('board', game.tiles.join(','));
    return url.href.replace(/%2C/gi, ',');
  }

  function describeDifficulty(side) {
    const levels = DIFFICULTIES[side];
    const current = ui.difficulty[side];
    els.difficulty.replaceChildren(...levels.map(([value, label]) => {
      const o = document.createElement('option');
      o.value = value;
      o.textContent = label;
      o.selected = value === current;
      return o;
    }));
    els.difficulty.disabled = levels.length < 2;
    els.difficultyNote.textContent = levels.find(([value]) => value === current)?.[2] ?? '';
  }

  const key = (tiles) => tiles.join(',');
  const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

  function solvedMessage() {
    const time = ` Time: ${clock(elapsed())}.`;
    const record = ui.newRecord ? ` A new best for ${game.side}×${game.side}!` : '';
    return `${solvedWords()}${time}${record}`;
  }

  function solvedWords() {
    const { moves, assisted } = game;
    const count = plural(moves, 'move');
    if (assisted === moves) return `Solved! The solver needed ${count}.`;
    if (assisted > 0) return `Solved in ${count}, ${assisted} with help.`;
    if (!ui.optimal) {
      if (ui.best !== null && moves < ui.best) return `Solved in ${count}, fewer than the solver’s ${ui.best}!`;
      if (ui.best !== null) return `Solved in ${count}! The solver’s way took ${ui.best}.`;
      return `Solved in ${count}!`;
    }
    if (ui.best !== null && moves <= ui.best) return `Solved in ${count} — optimal!`;
    if (ui.best !== null) return `Solved in ${count}! The shortest way was ${ui.best}.`;
    return `Solved in ${count}!`;
  }

  /** Whether the worker is proving the shortest solution of the board shown (4×4). */
  const proving = () => ui.searchKey !== null && ui.searchKey === key(game.tiles);

  /** Spinner text, once an answer has kept the player waiting for more than a moment. */
  function progressText() {
    const now = performance.now();
    const p = solver.preparing; // tables come before any answer: say so once they take a moment
    if (p) return now - p.since >= SLOW_MS ? tablesText(p.side, p.share) : '';
    if (ui.waitSince === null || now - ui.waitSince < SLOW_MS) return '';
    // A short answer is shown already: keep it in view, and say the search goes on.
    if (proving() && !ui.proven) return `${ui.message} ${SEARCHING}`.trim();
    return 'Thinking…';
  }

  /**
   * A running figure beside the spinner, shown but not announced: the share of a table build,
   * or how far the search has got ("25 million positions, none shorter than 76").
   */
  function progressDetail() {
    if (solver.preparing) return percentText(solver.preparing.share);
    const n = solver.progress?.positions;
    if (ui.waitSince === null || !n) return '';
    if (proving()) return searchDetail(n, solver.progress.lowerBound);
    return `${Math.round(n / 1e6).toLocaleString('en')} million positions searched`;
  }

  /** Look again in a moment: a pending wait may have become worth a spinner. */
  function recheckSoon() {
    setTimeout(update, SLOW_MS + 20);
  }

  function update() {
    const solved = game.isSolved();
    const busy = game.playing || ui.solving || ui.thinking;
    if (ui.hint && ui.hint.key !== key(game.tiles)) ui.hint = null;
    renderer.draw(game.tiles, {
      goal: game.goal,
      movable: busy ? [] : game.movable(),
      solved,
      hint: ui.hint?.tile ? ui.hint : null,
    });
    const pending = !solved && ui.remaining === null && ui.distanceSince !== null
      && performance.now() - ui.distanceSince >= SLOW_MS;
    renderer.status({
      moves: game.moves,
      remaining: solved ? 0 : ui.remaining,
      exact: (ui.optimal && ui.proven) || solved,
      lowerBound: ui.lowerBound,
      unknown: ui.distanceError && ui.remaining === null,
      pending,
      message: ui.message,
      progress: progressText(),
      progressDetail: progressDetail(),
      busy: game.playing && ui.solving,
    });
    els.status.dataset.searching = proving() ? 'true' : 'false';
    els.board.dataset.busy = String(solver.busy); // the worker owes an answer or tables (for tests)
    els.board.dataset.mode = game.paused ? 'paused' : game.playing ? 'playing' : ui.thinking || ui.solving ? 'thinking' : 'idle';
    renderer.controls({ ready: true, busy, solving: ui.solving, solved, solverOk: ui.solverOk });
    els.undo.disabled = busy || game.past.length === 0;
    els.redo.disabled = busy || game.future.length === 0;
    els.pause.disabled = !(ui.solving && game.playing);
    els.pause.textContent = game.paused ? 'Resume' : 'Pause';
    els.pause.setAttribute('aria-pressed', game.paused ? 'true' : 'false');
    els.stepBack.disabled = !game.paused || game.playback.done.length === 0;
    els.stepForward.disabled = !game.paused || game.playback.queue.length === 0;
    if (ui.runningSince === null) els.timer.textContent = clock(elapsed());
    const bound = ui.optimal ? '' : '≤ ';
    els.optimal.textContent = ui.best === null ? '–' : `${bound}${ui.best}`;
    els.optimal.dataset.proof = ui.best === null ? 'none' : (bound ? 'bound' : 'optimal');
    const record = ui.records[game.side];
    els.best.textContent = record
      ? `Your best on ${game.side}×${game.side}: ${plural(record.moves, 'move')}, ${clock(record.ms)}.`
      : `No ${game.side}×${game.side} solved by hand yet on this device.`;
    els.shareUrl.value = shareLink();
    saveGame();
    showNotices();
  }

  function showError(err) {
    if (err instanceof SupersededError) return false;
    if (err instanceof WorkerRestartError) return true; // the 'restart' or 'failed' event said it
    console.warn('slide puzzle:', err);
    // The wasm module's messages are written for people: show them as a sentence.
    ui.message = sentence(err?.message ?? err);
    return true;
  }

  const solutionFor = (tiles) => solver.solve(tiles);
  const hintFor = (tiles) => solver.hint(tiles);

  /** Learn the solver's distance for the current board (from the cache, or ask the worker). */
  function refreshDistance() {
    const known = game.isSolved() ? { moves: [], optimal: true } : solver.best(game.tiles);
    ui.remaining = known ? known.moves.length : null;
    ui.proven = known?.optimal ?? true;
    ui.lowerBound = known && !known.optimal ? known.lowerBound : solver.lowerBoundOf(game.tiles);
    ui.searchKey = null;
    ui.distanceError = false;
    ui.distanceSince = null;
    if (known?.optimal || !ui.solverOk) return;
    const asked = key(game.tiles);
    if (known) ui.searchKey = asked; // a short answer is in hand: the proof is what is awaited
    else ui.distanceSince = performance.now();
    recheckSoon();
    solutionFor(game.tiles).then(
      (path) => {
        if (ui.searchKey === asked) ui.searchKey = null;
        if (key(game.tiles) !== asked) return; // stale: the board moved on
        ui.remaining = path.length;
        ui.proven = true;
        ui.lowerBound = solver.lowerBoundOf(game.tiles);
        ui.distanceSince = null;
        if (game.moves === 0 && ui.best === null) ui.best = path.length;
        update();
      },
      (err) => {
        if (ui.searchKey === asked) ui.searchKey = null;
        if (key(game.tiles) !== asked) return;
        if (err instanceof WorkerRestartError) { update(); return; } // asked again on restart
        ui.distanceSince = null;
        if (!(err instanceof SupersededError)) ui.distanceError = true;
        if (showError(err)) update();
      },
    );
  }

  /** Size-dependent words: the title, the tagline, the select, the note on optimality. */
  function describeSize(side) {
    ui.optimal = wasm.isOptimal(side);
    const name = puzzleName(side);
    document.title = `Slide — ${name}`;
    els.puzzleName.textContent = name.charAt(0).toUpperCase() + name.slice(1);
    els.size.value = String(side);
    describeDifficulty(side);
    describeOptimality(`${side}×${side} solutions are short but not guaranteed optimal.`);
  }

  /** Say whether the solver's answers are proven shortest; `note` explains when they are not. */
  function describeOptimality(note) {
    els.note.hidden = ui.optimal;
    els.note.textContent = note;
    els.remainingStat.title = ui.optimal
      ? 'The fewest moves that still solve the board'
      : 'At most this many moves solve the board: the length of the solver’s solution';
  }

  game.on('change', ({ previous, tile, by, reason }) => {
    if (reason === 'slide') solver.advance(previous, tile, game.tiles);
    if (reason === 'new') {
      solver.setSide(game.side);
      describeSize(game.side);
      ui.elapsed = 0;
      ui.runningSince = null;
    }
    if (ui.thinking) solver.cancel(); // the pending hint was for the old board
    if (ui.hint) { // a hint shown for the old board, and any wait for its proof, are over
      ui.hint = null;
      ui.waitSince = null;
    }
    refreshDistance();
    const solved = game.isSolved();
    if (reason === 'slide' && !solved) startTimer();
    if (solved) stopTimer();
    if (reason === 'new') {
      ui.best = ui.remaining;
      ui.message = 'New puzzle. Slide the tiles into order.';
    } else if (reason === 'undo') {
      ui.message = `Undone: tile ${tile} moved back.`;
    } else if (solved && reason === 'slide') {
      recordResult();
      if (by !== 'solver') ui.message = solvedMessage();
    } else if (by === 'player') {
      ui.message = '';
    }
    update();
  });

  game.on('playend', ({ completed, kind, left }) => {
    if (kind === 'solver') {
      ui.solving = false;
      if (kind === 'solver' && !game.isSolved()) ui.newRecord = false;
    ui.message = completed && game.isSolved()
        ? solvedMessage()
        : `Stopped with ${plural(left, 'move')} to go. Your turn.`;
    }
    update();
  });

  game.on('error', ({ error }) => {
    ui.solving = false;
    showError(error);
    update();
  });

  solver.on('busy', update);
  solver.on('prepare', ({ phase, source }) => {
    if (phase === 'start') recheckSoon();
    if (phase === 'end' && source) document.body.dataset.tables = source; // 'built' | 'loaded' | 'ready'
    update();
  });

  solver.on('progress', ({ lowerBound }) => {
    // The bound the search has proved replaces the estimate beside "≤ N" (it changes once an
    // iteration, seconds apart; redrawn now only while the player waits, when the status is busy).
    if (proving() && !ui.proven && lowerBound > (ui.lowerBound ?? 0)) ui.lowerBound = lowerBound;
    if (ui.waitSince !== null) update();
  });

  // A 4×4 search answered at once with a short solution: show it (an upper bound, the lower
  // bound beside it), and base the hint shown on it, until the proven optimum replaces it.
  solver.on('interim', ({ key: asked, moves, lowerBound }) => {
    if (asked !== key(game.tiles) || game.playing) return;
    if (ui.remaining === null || !ui.proven) {
      ui.remaining = moves.length;
      ui.proven = false;
      ui.lowerBound = lowerBound;
      ui.distanceSince = null;
      ui.searchKey = asked;
    }
    if (ui.hint?.key === asked && !ui.hint.proven) showHint({ tile: moves[0], proven: false, length: moves.length });
    if (ui.solving) ui.message = solveWaitText(moves.length);
    update();
  });

  // A stuck or crashed worker was replaced: say so here (the request it held fails with a
  // WorkerRestartError, which the asker leaves unsaid) and ask again for the distance shown.
  solver.on('restart', ({ message }) => {
    ui.message = ui.thinking || ui.solving ? `${message} Ask again.` : message;
    if (ui.remaining === null || !ui.proven) refreshDistance();
    update();
  });

  solver.on('failed', ({ message }) => {
    ui.solverOk = false;
    ui.distanceSince = null;
    ui.distanceError = ui.remaining === null;
    ui.solving = false;
    ui.thinking = false;
    ui.waitSince = null;
    ui.message = `${message} Hints and solving are off; you can still play.`;
    update();
  });

  function slideMs() {
    return Math.min(140, ui.interval * 0.8);
  }

  input.on('move', ({ tile, dir }) => {
    if (ui.solving || game.playing) return;
    if (tile !== undefined) game.slide(tile);
    else game.slideToward(dir);
  });

  /** Deal a fresh board of `side` (dropping a shared position from the address). */
  function deal(side = game.side) {
    ui.solving = false;
    ui.thinking = false;
    ui.waitSince = null;
    solver.cancel();
    game.stop();
    const level = DIFFICULTIES[side].find(([value]) => value === ui.difficulty[side]) ?? DIFFICULTIES[side][0];
    const tiles = Array.from(level[3](wasm));
    ui.best = null;
    game.load(tiles);
    if (side === 3 && /^\d+$/.test(level[0])) ui.best = Number(level[0]);
    syncAddress(game.side);
    update();
  }

  /** Load a board the player typed or a link gave, as a fresh game. */
  function loadBoard(tiles) {
    ui.solving = false;
    ui.thinking = false;
    ui.waitSince = null;
    solver.cancel();
    ui.best = null;
    game.load(tiles);
  }

  input.on('undo', () => {
    if (game.paused) {
      game.stepBack();
      return;
    }
    if (ui.solving || ui.thinking || game.playing) return;
    game.undo();
  });

  input.on('redo', () => {
    if (game.paused) {
      input.emit('step-forward');
      return;
    }
    if (ui.solving || ui.thinking || game.playing) return;
    if (game.redo()) ui.message = `Redone: tile ${game.past[game.past.length - 1].tile} moved again.`;
    update();
  });

  input.on('pause', () => {
    if (!ui.solving || !game.playing) return;
    if (game.paused) {
      ui.message = 'Playing on.';
      game.resume();
    } else {
      game.pause();
      ui.message = `Paused with ${plural(game.playback.queue.length, 'move')} to go. Step through it, or resume.`;
    }
    update();
  });

  input.on('step-forward', () => {
    if (!game.paused) return;
    game.stepForward();
    if (game.playback.queue.length === 0) {
      game.resume(); // the end: finish the playback
      return;
    }
    ui.message = `Step: ${plural(game.playback.queue.length, 'move')} to go.`;
    update();
  });

  input.on('step-back', () => {
    if (!game.paused) return;
    game.stepBack();
    ui.message = `Step back: ${plural(game.playback.queue.length, 'move')} to go.`;
    update();
  });

  input.on('copy-link', async () => {
    const link = shareLink();
    els.shareUrl.value = link;
    try {
      await navigator.clipboard.writeText(link);
      ui.message = 'Link to this position copied.';
    } catch {
      els.shareUrl.select();
      ui.message = 'Copy the link from the box below the board.';
    }
    update();
  });

  els.custom.addEventListener('submit', (e) => {
    e.preventDefault();
    const result = parseCustom(els.customBoard.value, wasm);
    if (result.error) {
      els.customError.textContent = result.error;
      els.customBoard.setAttribute('aria-invalid', 'true');
      return;
    }
    els.customError.textContent = '';
    els.customBoard.removeAttribute('aria-invalid');
    loadBoard(result.tiles);
    ui.message = game.isSolved() ? 'Your board is already solved.' : 'Your board is loaded. Slide the tiles into order.';
    syncAddress(game.side);
    update();
  });

  els.difficulty.addEventListener('change', () => {
    ui.difficulty[game.side] = els.difficulty.value;
    saveSettings();
    deal(game.side);
  });

  input.on('shuffle', () => {
    if (ui.solving || game.playing) return;
    deal();
  });

  /** Show `tile` as the hint for the board in view (4×4: made by a second press, or by hand). */
  function showHint({ tile, proven, length }) {
    ui.hint = { key: key(game.tiles), tile, proven };
    ui.message = hintText({ tile, dir: game.directionOf(tile), proven, length });
  }

  /** Make the hinted move. */
  function playHint(tile) {
    const dir = game.directionOf(tile);
    ui.hint = null;
    ui.message = `Hint: tile ${tile} moved ${dir ?? ''}.`.replace(' .', '.');
    game.play([tile], { interval: slideMs() + 40, kind: 'hint' });
  }

  /**
   * A 4×4 hint before the board's shortest solution is proven: the first move of the short
   * solution at once, upgraded to the first move of the optimal one when the search proves it.
   * The board stays playable meanwhile: a move abandons the search.
   */
  function hintWhileProving() {
    const asked = key(game.tiles);
    const known = solver.best(game.tiles);
    ui.hint = { key: asked, tile: null, proven: false };
    if (known) showHint({ tile: known.moves[0], proven: false, length: known.moves.length });
    ui.waitSince = performance.now();
    recheckSoon();
    update();
    solver.solve(game.tiles).then(
      (path) => {
        if (ui.hint?.key !== asked || key(game.tiles) !== asked) return; // stale: the board moved on
        ui.waitSince = null;
        if (path.length > 0) showHint({ tile: path[0], proven: true, length: path.length });
        update();
      },
      (err) => {
        if (ui.hint?.key !== asked || key(game.tiles) !== asked) return;
        ui.waitSince = null;
        if (!ui.hint.tile) ui.hint = null;
        showError(err);
        update();
      },
    );
  }

  input.on('hint', async () => {
    if (ui.solving || ui.thinking || game.playing || game.isSolved()) return;
    const asked = key(game.tiles);
    if (ui.hint?.key === asked && ui.hint.tile) { // a second press makes the move shown
      ui.waitSince = null;
      playHint(ui.hint.tile);
      return;
    }
    if (game.side === 4 && !solver.best(game.tiles)?.optimal) {
      hintWhileProving();
      return;
    }
    ui.thinking = true;
    ui.waitSince = performance.now();
    recheckSoon();
    update();
    try {
      const tile = await hintFor(game.tiles);
      if (key(game.tiles) !== asked || ui.solving) return; // stale answer
      if (tile === undefined) return;
      ui.thinking = false;
      ui.waitSince = null;
      playHint(tile);
    } catch (err) {
      if (key(game.tiles) === asked) showError(err);
    } finally {
      ui.thinking = false;
      ui.waitSince = null;
      update();
    }
  });

  function stopSolving() {
    if (!ui.solving) return;
    if (game.playing) {
      game.stop(); // 'playend' resets the UI
      return;
    }
    ui.solving = false;
    ui.waitSince = null;
    solver.cancel();
    ui.message = 'Stopped. Your turn.';
    update();
  }

  input.on('stop', stopSolving);

  input.on('solve', async () => {
    if (ui.solving) {
      stopSolving();
      return;
    }
    if (game.playing || game.isSolved()) return;
    const asked = key(game.tiles);
    ui.solving = true;
    ui.hint = null;
    ui.waitSince = performance.now();
    const known = solver.best(game.tiles);
    if (known && !known.optimal) ui.message = solveWaitText(known.moves.length); // the proof follows
    recheckSoon();
    update();
    try {
      const path = await solutionFor(game.tiles);
      if (!ui.solving || key(game.tiles) !== asked) return; // stopped or stale
      ui.waitSince = null;
      ui.message = ui.optimal
        ? `Playing the shortest solution: ${plural(path.length, 'move')}. Press Stop to take over.`
        : `Playing a ${path.length}-move solution. Press Stop to take over.`;
      game.play(path, { interval: ui.interval, kind: 'solver' });
    } catch (err) {
      if (err instanceof SupersededError) return;
      ui.solving = false;
      ui.waitSince = null;
      showError(err);
      update();
    }
  });

  els.speed.addEventListener('change', () => {
    ui.interval = Number(els.speed.value) || 200;
    renderer.setSlideDuration(slideMs());
    game.setInterval(ui.interval);
  });

  els.size.addEventListener('change', () => {
    const side = Number(els.size.value);
    if (SIDES.includes(side)) deal(side);
  });

  releaseFocusAfterPointerChange(els.speed);
  releaseFocusAfterPointerChange(els.size);
  releaseFocusAfterPointerChange(els.difficulty);
  window.addEventListener('pagehide', saveGame);

  solver.ready.catch((err) => {
    ui.solverOk = false;
    ui.message = `${err.message} Hints and solving are off; you can still play.`;
    update();
  });

  renderer.setSlideDuration(slideMs());
  try {
    const shared = address.rawBoard === null ? null : parseBoard(address.rawBoard, wasm);
    let notice = shared?.tiles ? '' : address.sizeNotice; // a shared board sets its own size
    const saved = storage.get('game', (v) => v && typeof v === 'object' && SIDES.includes(v.side)
      && Array.isArray(v.start) && v.start.length === v.side * v.side && Array.isArray(v.past) && Array.isArray(v.future) && isCount(v.elapsed)
      && (v.optimal === null || isCount(v.optimal)));
    const sizeAsked = new URLSearchParams(location.search).get('size');
    const resume = saved && (shared?.tiles
      ? key(shared.tiles) === key(saved.start)
      : address.rawBoard === null && (sizeAsked === null || Number(sizeAsked) === saved.side));
    let restored = false;
    if (resume) {
      try {
        ui.best = saved.optimal;
        game.restore(saved);
        ui.best = saved.optimal ?? ui.best;
        ui.elapsed = saved.elapsed;
        restored = true;
        ui.message = game.isSolved() ? 'Your last game, solved. Shuffle for a new one.' : 'Welcome back: your game goes on.';
        syncAddress(game.side, shared?.tiles ?? null);
      } catch (err) {
        storage.notices.push(`The saved game could not be restored (${sentence(err?.message ?? err)}) Here is a fresh board.`);
        storage.remove('game');
        ui.best = null;
      }
    }
    if (restored) {
      // done above
    } else if (shared?.tiles) {
      game.load(shared.tiles);
      ui.message = game.isSolved()
        ? 'This board from the address is already solved. Shuffle for a new one.'
        : 'Here is the board from the address. Slide the tiles into order.';
      syncAddress(game.side, shared.tiles);
    } else {
      if (shared?.error) notice = `${shared.error} Here is a fresh one.`;
      deal(game.side);
      if (shared?.error || address.sizeNotice) syncAddress(game.side);
    }
    if (notice && !restored) ui.message = notice;
    update();
    if ('serviceWorker' in navigator) {
      navigator.serviceWorker.register('sw.js').catch((err) => console.warn('slide puzzle: no offline copy:', err?.message ?? err));
    }
  } catch (err) {
    console.error('slide puzzle: could not deal a board', err);
    renderer.fatal('The puzzle could not start.', `Dealing a ${game.side}×${game.side} board failed: ${err.message}`);
  }
}
