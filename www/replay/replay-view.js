// The replay bar and the buttons that open a replay: what the bar says (pure, from the replayer's
// state; the renderer draws it) and what its controls report, as plain events for the
// controller (no game rules here, as in input.js).

import { Emitter } from '../lib/emitter.js';
import { plural } from '../ui/play-words.js';
import { timeText } from '../stats/stats.js';

/**
 * What the bar shows for `player` (replayer.js) titled `title`: {title, playing, speed, index,
 * count, position}; `position` reads "Move 12 of 48 · 3.214 s of 9.870 s".
 */
export function replayBarView(player, title) {
  const at = Math.max(0, player.time());
  return {
    title,
    playing: player.playing,
    speed: player.speed,
    index: player.index,
    count: player.count,
    position: `Move ${player.index} of ${player.count} · ${timeText(at)} s of ${timeText(player.duration)} s`,
  };
}

/**
 * The words when a replay opens: "Your solve: 26 moves in 6.947 s." for a solve; for a solution
 * paced `pace` ms a move (not a solve in time), "The optimal solution: 22 moves, one every 0.2 s."
 */
export function replayIntro(title, player, pace = null) {
  const how = pace === null ? ` in ${timeText(player.duration)} s` : `, one every ${pace / 1000} s`;
  return `${title}: ${plural(player.count, 'move')}${how}. Pause, scrub or change its speed below the board.`;
}

/**
 * The replay controls' events:
 *  - 'replay-open' {code}: a solve's Replay button in the statistics list
 *  - 'replay-last': Replay after a solve; 'watch-optimal': Watch the optimal (or the solver's) solution
 *  - 'replay-toggle', 'replay-exit', 'replay-copy': the bar's Play/Pause, Back to play, Copy link
 *  - 'replay-speed' {speed}, 'replay-seek' {move}: the bar's speed select and scrubber
 */
export class ReplayInput extends Emitter {
  /** @param {object} els {replayPlay, replaySpeed, replaySeek, replayCopy, replayExit, replayLast, watchOptimal, statsList} */
  constructor(els) {
    super();
    const click = (el, name) => el?.addEventListener('click', () => this.emit(name));
    click(els.replayPlay, 'replay-toggle');
    click(els.replayExit, 'replay-exit');
    click(els.replayCopy, 'replay-copy');
    click(els.replayLast, 'replay-last');
    click(els.watchOptimal, 'watch-optimal');
    els.replaySpeed?.addEventListener('change', () => this.emit('replay-speed', { speed: Number(els.replaySpeed.value) }));
    els.replaySeek?.addEventListener('input', () => this.emit('replay-seek', { move: Number(els.replaySeek.value) }));
    els.statsList?.addEventListener('click', (e) => {
      const button = e.target?.closest?.('button[data-replay]');
      if (button) this.emit('replay-open', { code: button.dataset.replay });
    });
  }
}
