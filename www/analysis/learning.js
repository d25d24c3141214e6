// What a solve teaches, wired in one place: the analysis, every optimal solution, the hint's
// count (all three asking one learning worker), the time chart and the daily board. main.js
// calls wireLearning once and hands the controller the `learn` hooks it returns; the controller
// calls them when a board is dealt or solved, a replay is shown, or the statistics are drawn.

import { AnalysisPanel } from './analysis-panel.js';
import { HintCount } from './hint-count.js';
import { LearnChannel } from './learn-channel.js';
import { SolutionsPanel } from './solutions-panel.js';
import { TimeChart } from '../stats/time-chart.js';
import { DailyPanel } from '../daily/daily-panel.js';

/**
 * @param {object} parts
 * @param {(id: string) => HTMLElement} parts.$  the page's elements by id
 * @param {object} parts.rules      the wasm module
 * @param {Game} parts.game
 * @param {Stats} parts.stats
 * @param {StorageManager} parts.storage
 * @param {Distance} parts.distance the "to go" figure (a proven one lets the hint be counted)
 * @param {InputManager} parts.input
 * @param {Emitter} parts.replayInput the replay controls' events (a chart point opens a replay)
 * @param {() => Controller} parts.app  the controller, made after this (a point shows a position)
 * @returns {{learn: object, daily: DailyPanel}} the controller's `learn` hooks, and the daily
 *   board's panel (main.js offers it the day's board)
 */
export function wireLearning({ $, rules, game, stats, storage, distance, input, replayInput, app }) {
  const channel = new LearnChannel();
  const analysis = new AnalysisPanel({
    container: $('analysis'), channel,
    onPosition: (move, { focus }) => app().replays.showMove(move, { open: !focus }),
  });
  const solutions = new SolutionsPanel({
    container: $('solutions'), channel,
    onPlay: (shape, start, path, title) => app().replays.showSolution(shape, start, path, title),
  });
  const chart = new TimeChart({ container: $('stats-chart'), onReplay: (code) => replayInput.emit('replay-open', { code }) });
  const daily = new DailyPanel({ container: $('daily'), storage });
  const hintCount = new HintCount({ element: $('hint-count'), channel, rules, movable: (tiles) => game.movable(tiles).length });
  const countHint = () => hintCount.ask(game.tiles, game.shape, {
    solved: game.isSolved(), distance: distance.proven ? distance.remaining : null,
  });
  input.on('hint', countHint);
  game.on('change', ({ by }) => {
    if (by === 'hint') countHint();
    else hintCount.clear();
  });
  // The analysis and the solutions follow one replay: the one shown, else the last solve by
  // hand on this board (its replay; null when its moves are not known), else none.
  let solve = null;
  const follow = (replay, kind) => {
    for (const panel of [analysis, solutions]) {
      if (replay) panel.show(replay, kind);
      else panel.hide();
    }
  };
  const learn = {
    dealt() {
      solve = null;
      follow(null);
      daily.dealt(game.shape, game.start);
    },
    solved(replay) {
      solve = replay;
      follow(replay, 'solve');
      const { ms, moves, optimal, assisted } = stats.solves.at(-1);
      daily.solved(game.shape, game.start, { ms, moves, optimal, assisted });
    },
    replayShown(replay) {
      if (replay) follow(replay, 'replay');
      else follow(solve, 'solve');
    },
    statsDrawn: (all, shape) => chart.draw(all, shape),
  };
  return { learn, daily };
}
