// Drawing the statistics panel (for ui/render.js, whose `stats` method calls it): the figures
// of one size as table rows, and the solves as lines, each with a Replay button when its
// replay is kept. What is drawn comes from stats-view.js.

/**
 * `rows` [{label, session: {text, best}, all: {text, best}}], `solves` [{text, replay}] newest
 * first (of `count` in all; `replay` a code or null).
 */
export function drawStats(els, doc, { size, rows, solves, count }) {
  els.statsSize.textContent = size;
  els.statsFigures.replaceChildren(...rows.map(({ label, session, all }) => {
    const tr = doc.createElement('tr');
    const th = doc.createElement('th');
    th.scope = 'row';
    th.textContent = label;
    tr.append(th, statCell(doc, session.text, session.best), statCell(doc, all.text, all.best));
    return tr;
  }));
  els.statsCount.textContent = String(count);
  els.statsList.replaceChildren(...solves.map(({ text, replay }) => {
    const li = doc.createElement('li');
    li.textContent = text;
    if (replay) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = 'btn btn-small btn-replay';
      button.dataset.replay = replay;
      button.textContent = 'Replay';
      button.setAttribute('aria-label', `Replay: ${text}`);
      li.append(' ', button);
    }
    return li;
  }));
}

/** A cell of the statistics table: the figure, and below it the best such one when given. */
function statCell(doc, text, best = null) {
  const td = doc.createElement('td');
  td.append(text);
  if (best !== null) {
    const small = doc.createElement('span');
    small.className = 'stats-best';
    small.textContent = `best ${best}`;
    td.append(small);
  }
  return td;
}
