// What the worker does for the learning features (issue 24), given the wasm module: the analysis
// of a path in pieces with progress, every optimal solution of a board, and the moves that keep
// an optimal path. worker.js runs these for the requests below; the page's panels
// (analysis-panel.js, solutions-panel.js, hint-count.js) send them to a worker of their own.
//
// Requests and answers (`learnId` ties an answer to its request):
//  - {op: 'analyse', tiles, width, dirs}: the start and the way each tile slid (a replay's
//    directions). Answers {type: 'analyse-progress', done, total} after each piece, then
//    {type: 'analyse', ok: true, result, path, notation}: result as the module's analyse(board,
//    path) over the whole path, path the tiles slid, notation toNotation's text of it.
//  - {op: 'solutions', tiles, width, cap}: {type: 'solutions', ok: true, result: {length, count,
//    complete, capped, solutions: number[][], notations: string[]}}, or result null on a board
//    the solver does not prove (over 16 cells).
//  - {op: 'optimal-moves', tiles, width}: {type: 'optimal-moves', ok: true, result: number[]
//    (the tiles whose slide keeps an optimal path)}, or null on a board the solver does not prove.
// A failure answers {type, ok: false, error: {name, message}} (the kind and words of the module).

import { chunks, joinAnalyses } from './analysis-model.js';

/** The requests handled here. */
export const LEARN_OPS = Object.freeze(['analyse', 'solutions', 'optimal-moves']);

/** Whether the solver proves distances on a board of `cells` cells, `width` wide. */
const proven = (wasm, cells, width) => cells <= 16 && wasm.isOptimal({ width, height: cells / width });

/** Answers request `msg` with the wasm module `wasm`, posting each message through `post`. */
export function runLearnOp(wasm, msg, post) {
  const { op, tiles, width } = msg;
  const start = { tiles: Uint8Array.from(tiles), width };
  if (op === 'analyse') {
    const { dirs } = msg;
    const letters = dirs.map((d) => d[0].toUpperCase()).join('');
    const { moves: path } = wasm.fromNotation(start, letters);
    const pieces = proven(wasm, tiles.length, width) ? chunks(path.length) : [[0, path.length]];
    const boards = pieces.length > 1 ? wasm.playDirections(start, dirs) : null;
    const parts = [];
    for (const [from, to] of pieces) {
      const board = boards ? { tiles: boards.subarray(from * tiles.length, (from + 1) * tiles.length), width } : start;
      parts.push(wasm.analyse(board, path.subarray(from, to)));
      post({ type: 'analyse-progress', done: to, total: path.length });
    }
    const result = parts.length === 1 ? parts[0] : joinAnalyses(parts);
    post({ type: 'analyse', ok: true, result, path: Array.from(path), notation: wasm.toNotation(start, path) });
  } else if (op === 'solutions') {
    if (!proven(wasm, tiles.length, width)) {
      post({ type: 'solutions', ok: true, result: null });
      return;
    }
    const all = wasm.optimalSolutions(start, msg.cap);
    const solutions = all.solutions.map((s) => Array.from(s));
    post({
      type: 'solutions', ok: true,
      result: { ...all, solutions, notations: all.solutions.map((s) => wasm.toNotation(start, s)) },
    });
  } else if (op === 'optimal-moves') {
    const result = proven(wasm, tiles.length, width) ? Array.from(wasm.optimalMoves(start)) : null;
    post({ type: 'optimal-moves', ok: true, result });
  }
}
