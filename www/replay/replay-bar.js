// Drawing the replay bar and the buttons after a solve (for ui/render.js, whose `replayBar` and
// `afterSolve` methods call these). What the bar says comes from replay-view.js.

import { set } from '../ui/dom.js';

/**
 * The replay bar (null hides it): `title`, whether it is `playing`, its `speed`, the move
 * shown (`index` of `count`) on the scrubber, and the `position` in words.
 */
export function drawReplayBar(els, doc, view) {
  const { replayBar, replayTitle, replayPlay, replaySpeed, replaySeek, replayPosition } = els;
  if (!replayBar) return;
  const active = doc.activeElement;
  if (replayBar.hidden !== (view === null)) {
    replayBar.hidden = view === null;
    // The button that opened it is gone: the focus goes to the bar, and back to the page after.
    if (view && (active === doc.body || els.afterSolve?.contains(active) || els.statsList?.contains(active))) replayPlay.focus({ preventScroll: true });
    if (!view && replayBar.contains(active)) active.blur();
  }
  if (view === null) return;
  set(replayTitle, 'textContent', view.title);
  set(replayPlay, 'textContent', view.playing ? 'Pause' : 'Play');
  set(replaySpeed, 'value', String(view.speed));
  set(replaySeek, 'max', String(view.count));
  set(replaySeek, 'value', String(view.index));
  replaySeek.setAttribute('aria-valuetext', `Move ${view.index} of ${view.count}`);
  set(replayPosition, 'textContent', view.position);
}

/** The buttons after a solve: Replay when its replay is kept, and the solver's solution's (`watch` its label, or null). */
export function drawAfterSolve(els, { replay, watch }) {
  const { afterSolve, replayLast, watchOptimal } = els;
  if (!afterSolve) return;
  afterSolve.hidden = !replay && !watch;
  replayLast.hidden = !replay;
  watchOptimal.hidden = !watch;
  if (watch) set(watchOptimal, 'textContent', watch);
}
