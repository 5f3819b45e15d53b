// The records view: the table's records as the device keeps them (the
// finished plays in this page's flash and the tallies of the plays its
// storage budget pruned), shown as tables under the device. The rows are
// records.csv's (host_tools/plays.py, run by webdevice.py), grouped here
// by game. Opened and brought up to date by the "Records" button.

const $ = (id) => document.getElementById(id);

function cell(tr, text, tag) {
  const td = document.createElement(tag || "td");
  td.textContent = text === undefined || text === null ? "" : String(text);
  tr.appendChild(td);
}

function table(head, rows) {
  const t = document.createElement("table");
  const tr = document.createElement("tr");
  head.forEach((h) => cell(tr, h, "th"));
  t.appendChild(tr);
  for (const r of rows) {
    const row = document.createElement("tr");
    r.forEach((v) => cell(row, v));
    t.appendChild(row);
  }
  return t;
}

// rows: records.csv's rows as objects; one section per game.
export function render(box, rows) {
  box.replaceChildren();
  const games = [];
  const byGame = {};
  for (const r of rows) {
    const key = r.game + (r.lowest_wins ? " (lowest score wins)" : "");
    if (!byGame[key]) {
      byGame[key] = { game: null, players: [], pairs: [] };
      games.push(key);
    }
    const g = byGame[key];
    if (r.row === "game") g.game = r;
    else if (r.row === "player") g.players.push(r);
    else g.pairs.push(r);
  }
  if (!games.length) {
    const p = document.createElement("p");
    p.textContent = "No finished plays yet: the records start with the first game ended.";
    box.appendChild(p);
    return;
  }
  for (const key of games) {
    const g = byGame[key];
    const h = document.createElement("h3");
    h.textContent = key;
    box.appendChild(h);
    const p = document.createElement("p");
    p.textContent = g.game.plays + (g.game.plays === 1 ? " play" : " plays") + " · best score " + g.game.best + ", "
      + g.game.player + " (play " + g.game.best_play + ")";
    box.appendChild(p);
    g.players.sort((a, b) => b.wins - a.wins || b.plays - a.plays || (a.player < b.player ? -1 : 1));
    box.appendChild(table(["Player", "Plays", "Wins", "Best", "Average", "Last play"],
      g.players.map((r) => [r.player, r.plays, r.wins, r.best, r.average, r.last_play])));
    if (g.pairs.length) {
      box.appendChild(table(["Head to head", "Together", "First ahead", "Second ahead"],
        g.pairs.map((r) => [r.player + " – " + r.opponent, r.plays, r.ahead, r.behind])));
    }
  }
}

export function wireRecords(dev) {
  const box = $("records-view");
  $("records").addEventListener("click", () => {
    render(box, JSON.parse(dev.records()));
    box.hidden = false;
  });
}
