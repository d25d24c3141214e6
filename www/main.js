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
};

const renderer = new Renderer(els);

/** Board side: 3 unless the address asks for another (?size=4); the rules decide what is allowed. */
function requestedSide() {
  const raw = new URLSearchParams(location.search).get('size');
  const side = raw === null ? 3 : Number.parseInt(raw, 10);
  return Number.isFinite(side) ? side : 3;
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
  const game = new Game(wasm, { side: requestedSide() });
  const input = new InputManager(els);
  const solver = new SolverClient();

  const ui = {
    interval: Number(els.speed.value) || 200, // ms between solver moves
    solving: false,    // Solve pressed: finding or playing the solution
    thinking: false,   // waiting for a hint
    solverOk: true,
    remaining: null,   // optimal moves still needed, when known
    best: null,        // optimal length of the dealt board
    message: '',
  };

  const key = (tiles) => tiles.join(',');
  const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

  function solvedMessage() {
    const { moves, assisted } = game;
    const count = plural(moves, 'move');
    if (assisted === moves) return `Solved! The solver needed ${count}.`;
    if (assisted > 0) return `Solved in ${count}, ${assisted} with help.`;
    if (ui.best !== null && moves <= ui.best) return `Solved in ${count} — optimal!`;
    if (ui.best !== null) return `Solved in ${count}! The shortest way was ${ui.best}.`;
    return `Solved in ${count}!`;
  }

  function update() {
    const solved = game.isSolved();
    const busy = game.playing || ui.solving || ui.thinking;
    renderer.draw(game.tiles, {
      goal: game.goal,
      movable: busy ? [] : game.movable(),
      solved,
    });
    renderer.status({
      moves: game.moves,
      remaining: solved ? 0 : ui.remaining,
      message: ui.message,
      busy: game.playing && ui.solving,
    });
    renderer.controls({ ready: true, busy, solving: ui.solving, solved, solverOk: ui.solverOk });
  }

  function showError(err) {
    if (err instanceof SupersededError) return false;
    console.warn('slide puzzle:', err);
    // The wasm module's messages are written for people: show them as a sentence.
    const text = String(err?.message ?? err);
    ui.message = `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
    return true;
  }

  /** Learn the optimal distance of the current board (from the cache, or ask the worker). */
  function refreshDistance() {
    ui.remaining = game.isSolved() ? 0 : solver.knownDistance(game.tiles);
    if (ui.remaining !== null || !ui.solverOk) return;
    const asked = key(game.tiles);
    solver.solve(game.tiles).then(
      (path) => {
        if (key(game.tiles) !== asked) return; // stale: the board moved on
        ui.remaining = path.length;
        if (game.moves === 0) ui.best = path.length;
        update();
      },
      (err) => {
        if (showError(err)) update();
      },
    );
  }

  game.on('change', ({ previous, tile, by, reason }) => {
    if (reason === 'slide') solver.advance(previous, tile, game.tiles);
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

  function slideMs() {
    return Math.min(140, ui.interval * 0.8);
  }

  input.on('move', ({ tile, dir }) => {
    if (ui.solving || game.playing) return;
    if (tile !== undefined) game.slide(tile);
    else game.slideToward(dir);
  });

  input.on('shuffle', () => {
    if (ui.solving || game.playing) return;
    game.newGame();
  });

  input.on('hint', async () => {
    if (ui.solving || ui.thinking || game.playing || game.isSolved()) return;
    const asked = key(game.tiles);
    ui.thinking = true;
    update();
    try {
      const tile = await solver.hint(game.tiles);
      if (key(game.tiles) !== asked || ui.solving) return; // stale answer
      if (tile === undefined) return;
      const dir = game.directionOf(tile);
      ui.message = `Hint: tile ${tile} moved ${dir ?? ''}.`.replace(' .', '.');
      ui.thinking = false;
      game.play([tile], { interval: slideMs() + 40, kind: 'hint' });
    } catch (err) {
      showError(err);
    } finally {
      ui.thinking = false;
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
    ui.message = 'Finding the shortest solution…';
    update();
    try {
      const path = await solver.solve(game.tiles);
      if (!ui.solving || key(game.tiles) !== asked) return; // stopped or stale
      ui.message = `Playing the shortest solution: ${plural(path.length, 'move')}. Press Stop to take over.`;
      game.play(path, { interval: ui.interval, kind: 'solver' });
    } catch (err) {
      if (err instanceof SupersededError) return;
      ui.solving = false;
      showError(err);
      update();
    }
  });

  els.speed.addEventListener('change', () => {
    ui.interval = Number(els.speed.value) || 200;
    renderer.setSlideDuration(slideMs());
    game.setInterval(ui.interval);
  });

  solver.ready.catch((err) => {
    ui.solverOk = false;
    ui.message = `${err.message} Hints and solving are off; you can still play.`;
    update();
  });

  renderer.setSlideDuration(slideMs());
  try {
    game.newGame();
  } catch (err) {
    console.error('slide puzzle: could not deal a board', err);
    renderer.fatal('The puzzle could not start.', `Dealing a ${game.side}×${game.side} board failed: ${err.message}`);
  }
}
