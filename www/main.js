// Wires the pieces: the wasm rules, the game model, input, rendering and the solver worker.
// UI state (is a solve running, what the status line says) lives here; game state lives in
// game.js; what the board looks like lives in render.js.

import { Game } from './game.js';
import { InputManager } from './input.js';
import { Renderer } from './render.js';
import { SolverClient, SupersededError } from './solver-client.js';

const $ = (id) => document.getElementById(id);

const els = {
  board: $('board'),
  status: $('status'),
  moves: $('moves'),
  remaining: $('remaining'),
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
};

const renderer = new Renderer(els);

/** Board sizes the page offers (the rules allow more; these are the ones that play well). */
const SIDES = [3, 4, 5];
const DEFAULT_SIDE = 3;

/** An answer that takes longer than this gets a spinner and a word of explanation. */
const SLOW_MS = 300;

/**
 * What the address asks for: `?size=4` deals a 4×4 board, `?board=1,2,…,0` starts from a given
 * position (row by row, 0 for the gap). Returns {side, sizeNotice, rawBoard}.
 */
function readAddress() {
  const params = new URLSearchParams(location.search);
  const rawSize = params.get('size');
  let side = DEFAULT_SIDE;
  let sizeNotice = '';
  if (rawSize !== null) {
    const n = /^\s*\d+\s*$/.test(rawSize) ? Number(rawSize) : NaN;
    if (SIDES.includes(n)) side = n;
    else sizeNotice = `There is no size “${rawSize}” here (try 3, 4 or 5), so here is a ${side}×${side} board.`;
  }
  return { side, sizeNotice, rawBoard: params.get('board') };
}

/**
 * A board from the address, checked by the rules. Returns {tiles} or {error} (a sentence).
 */
function parseBoard(raw, rules) {
  const parts = raw.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^\d{1,3}$/.test(p))) {
    return { error: 'The board in the address should be tile numbers separated by commas, 0 for the gap.' };
  }
  const tiles = parts.map(Number);
  const side = Math.round(Math.sqrt(tiles.length));
  if (side * side !== tiles.length || !SIDES.includes(side)) {
    return { error: `The board in the address has ${tiles.length} tiles; a 3×3, 4×4 or 5×5 board has 9, 16 or 25.` };
  }
  let solvable;
  try {
    solvable = rules.isSolvable(tiles);
  } catch (err) {
    return { error: `The board in the address is not a valid board: ${sentence(err?.message ?? err)}` };
  }
  if (!solvable) {
    return { error: 'The board in the address cannot be solved: no sequence of slides puts its tiles in order.' };
  }
  return { tiles };
}

/** Update the address without a reload or a history entry: size always, board only if given. */
function syncAddress(side, board = null) {
  const url = new URL(location.href);
  url.searchParams.set('size', String(side));
  if (board) url.searchParams.set('board', board.join(','));
  else url.searchParams.delete('board');
  // Commas read better than %2C in an address someone may copy.
  const next = url.href.replace(/%2C/gi, ',');
  if (next !== location.href) history.replaceState(history.state, '', next);
}

/** A message from the rules, as a sentence (long numbers grouped: 200,000,000). */
function sentence(text) {
  const s = String(text).replace(/\d{5,}/g, (digits) => Number(digits).toLocaleString('en'));
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}${/[.!?…]$/.test(s) ? '' : '.'}`;
}

/** "the 15-puzzle" for side 4. */
const puzzleName = (side) => `the ${side * side - 1}-puzzle`;

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

  const ui = {
    interval: Number(els.speed.value) || 200, // ms between solver moves
    solving: false,    // Solve pressed: finding or playing the solution
    thinking: false,   // waiting for a hint
    waitSince: null,   // when the player started waiting for a hint or a solution
    solverOk: true,
    optimal: true,     // the solver's answers are proven shortest for this size
    remaining: null,   // moves still needed by the solver's solution, when known
    distanceSince: null, // when the current distance was asked for
    distanceError: false,
    best: null,        // the solver's length for the dealt board
    message: '',
  };

  const key = (tiles) => tiles.join(',');
  const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

  function solvedMessage() {
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

  /** Spinner text, once an answer has kept the player waiting for more than a moment. */
  function progressText() {
    const now = performance.now();
    const p = solver.preparing; // tables come before any answer: say so once they take a moment
    if (p) return now - p.since >= SLOW_MS ? `Building the ${p.side * p.side - 1}-puzzle tables…` : '';
    if (ui.waitSince !== null && now - ui.waitSince >= SLOW_MS) return 'Thinking…';
    return '';
  }

  /** Look again in a moment: a pending wait may have become worth a spinner. */
  function recheckSoon() {
    setTimeout(update, SLOW_MS + 20);
  }

  function update() {
    const solved = game.isSolved();
    const busy = game.playing || ui.solving || ui.thinking;
    renderer.draw(game.tiles, {
      goal: game.goal,
      movable: busy ? [] : game.movable(),
      solved,
    });
    const pending = !solved && ui.remaining === null && ui.distanceSince !== null
      && performance.now() - ui.distanceSince >= SLOW_MS;
    renderer.status({
      moves: game.moves,
      remaining: solved ? 0 : ui.remaining,
      exact: ui.optimal || solved,
      unknown: ui.distanceError && ui.remaining === null,
      pending,
      message: ui.message,
      progress: progressText(),
      busy: game.playing && ui.solving,
    });
    renderer.controls({ ready: true, busy, solving: ui.solving, solved, solverOk: ui.solverOk });
  }

  function showError(err) {
    if (err instanceof SupersededError) return false;
    console.warn('slide puzzle:', err);
    // The wasm module's messages are written for people: show them as a sentence.
    ui.message = sentence(err?.message ?? err);
    return true;
  }

  /** Learn the solver's distance for the current board (from the cache, or ask the worker). */
  function refreshDistance() {
    ui.remaining = game.isSolved() ? 0 : solver.knownDistance(game.tiles);
    ui.distanceError = false;
    ui.distanceSince = null;
    if (ui.remaining !== null || !ui.solverOk) return;
    const asked = key(game.tiles);
    ui.distanceSince = performance.now();
    recheckSoon();
    solver.solve(game.tiles).then(
      (path) => {
        if (key(game.tiles) !== asked) return; // stale: the board moved on
        ui.remaining = path.length;
        ui.distanceSince = null;
        if (game.moves === 0) ui.best = path.length;
        update();
      },
      (err) => {
        if (key(game.tiles) !== asked) return;
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
    els.note.hidden = ui.optimal;
    els.note.textContent = `${side}×${side} solutions are short but not guaranteed optimal.`;
    els.remainingStat.title = ui.optimal
      ? 'The fewest moves that still solve the board'
      : 'At most this many moves solve the board: the length of the solver’s solution';
  }

  game.on('change', ({ previous, tile, by, reason }) => {
    if (reason === 'slide') solver.advance(previous, tile, game.tiles);
    if (reason === 'new') {
      solver.setSide(game.side);
      describeSize(game.side);
    }
    if (ui.thinking) solver.cancel(); // the pending hint was for the old board
    refreshDistance();
    if (reason === 'new') {
      ui.best = ui.remaining;
      ui.message = 'New puzzle. Slide the tiles into order.';
    } else if (game.isSolved() && by !== 'solver') {
      ui.message = solvedMessage();
    } else if (by === 'player') {
      ui.message = '';
    }
    update();
  });

  game.on('playend', ({ completed, kind, left }) => {
    if (kind === 'solver') {
      ui.solving = false;
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

  solver.on('prepare', ({ phase }) => {
    if (phase === 'start') recheckSoon();
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
    game.newGame(side);
    syncAddress(game.side);
  }

  input.on('shuffle', () => {
    if (ui.solving || game.playing) return;
    deal();
  });

  input.on('hint', async () => {
    if (ui.solving || ui.thinking || game.playing || game.isSolved()) return;
    const asked = key(game.tiles);
    ui.thinking = true;
    ui.waitSince = performance.now();
    recheckSoon();
    update();
    try {
      const tile = await solver.hint(game.tiles);
      if (key(game.tiles) !== asked || ui.solving) return; // stale answer
      if (tile === undefined) return;
      const dir = game.directionOf(tile);
      ui.message = `Hint: tile ${tile} moved ${dir ?? ''}.`.replace(' .', '.');
      ui.thinking = false;
      ui.waitSince = null;
      game.play([tile], { interval: slideMs() + 40, kind: 'hint' });
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
    ui.waitSince = performance.now();
    recheckSoon();
    update();
    try {
      const path = await solver.solve(game.tiles);
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

  solver.ready.catch((err) => {
    ui.solverOk = false;
    ui.message = `${err.message} Hints and solving are off; you can still play.`;
    update();
  });

  renderer.setSlideDuration(slideMs());
  try {
    const shared = address.rawBoard === null ? null : parseBoard(address.rawBoard, wasm);
    let notice = shared?.tiles ? '' : address.sizeNotice; // a shared board sets its own size
    if (shared?.tiles) {
      game.load(shared.tiles);
      ui.message = game.isSolved()
        ? 'This board from the address is already solved. Shuffle for a new one.'
        : 'Here is the board from the address. Slide the tiles into order.';
      syncAddress(game.side, shared.tiles);
    } else {
      if (shared?.error) notice = `${shared.error} Here is a fresh one.`;
      game.newGame();
      if (shared?.error || address.sizeNotice) syncAddress(game.side);
    }
    if (notice) ui.message = notice;
    update();
  } catch (err) {
    console.error('slide puzzle: could not deal a board', err);
    renderer.fatal('The puzzle could not start.', `Dealing a ${game.side}×${game.side} board failed: ${err.message}`);
  }
}
