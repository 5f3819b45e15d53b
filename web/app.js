// The device in a web page.
//
// MicroPython's WebAssembly port runs the firmware compiled for the Pico:
// the files of device.bin (listed in device.json) become its filesystem, the
// flash (/flash) comes from this browser's IndexedDB, and webdevice.py boots
// the firmware's own loop (main.start) on the chosen board. This script is
// only the board around it: the panel drawn on a canvas at the pace of real
// e-ink, the buttons (pointer and keyboard) fed to the firmware's button
// state machine, and the flash written back to IndexedDB after every press.
//
// URL parameters (for tests and demos): ?board=NAME, ?fast=1, ?seed=N
// (dice seed; by default the device seeds itself as the Pico does),
// ?lang=en|pl. A fragment "#1.<game>...." is a finished play the device
// packed into its QR code (firmware/core/playcode.py): the page shows it
// above the device, unpacked by the firmware's own code (webdevice.play_page).

import { loadMicroPython } from "./micropython.mjs";
import { wireRecords } from "./records.js";

const params = new URLSearchParams(location.search);
const $ = (id) => document.getElementById(id);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const DB_NAME = "table-companion";
const DB_STORE = "flash";
const FLASH = "/flash";
const INK = [43, 43, 43];
const PAPER = [255, 255, 255];
const KEYS = {
  a: "a", b: "b", c: "c", A: "a", B: "b", C: "c",
  ArrowLeft: "a", ArrowRight: "c", ArrowUp: "up", ArrowDown: "down",
  Enter: "b", " ": "b",
};
const LABELS = { a: "A", b: "B", c: "C", up: "▲", down: "▼" };

// What a test (and a curious visitor's console) can read.
const status = {
  ready: false, firstScreenMs: null, frames: 0, presses: 0, refreshing: false,
  error: null,
};
window.device = status;

function say(text, isError) {
  const el = $("status");
  el.textContent = text;
  el.classList.toggle("error", !!isError);
}

function fail(where, err) {
  const text = where + ": " + (err && err.message ? err.message : String(err));
  status.error = text;
  say(text, true);
  console.error(text);
}

// -- the flash, kept in IndexedDB ------------------------------------------
// The whole /flash tree is one record, written in one transaction: after a
// reload the flash is exactly as it was after some press, never half of one
// (like LittleFS, which commits a file on close).

function openDb() {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(DB_STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function dbRequest(db, mode, call) {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(DB_STORE, mode);
    const req = call(tx.objectStore(DB_STORE));
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

function flashEntries(FS) {
  const out = [];
  const walk = (dir) => {
    for (const name of FS.readdir(dir)) {
      if (name === "." || name === "..") continue;
      const path = dir + "/" + name;
      const st = FS.stat(path);
      if (FS.isDir(st.mode)) {
        out.push({ path, dir: true });
        walk(path);
      } else {
        out.push({ path, data: FS.readFile(path), mtime: st.mtime.getTime() });
      }
    }
  };
  walk(FLASH);
  return out;
}

function sameEntries(a, b) {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i], y = b[i];
    if (x.path !== y.path || !!x.dir !== !!y.dir) return false;
    if (!x.dir) {
      if (x.data.length !== y.data.length) return false;
      for (let j = 0; j < x.data.length; j++) if (x.data[j] !== y.data[j]) return false;
    }
  }
  return true;
}

class Flash {
  constructor(db, FS) {
    this.db = db;
    this.FS = FS;
    this.saved = null;
  }

  async restore() {
    if (!this.db) return;
    const entries = (await dbRequest(this.db, "readonly", (s) => s.get("tree"))) || [];
    for (const e of entries) {
      if (e.dir) {
        this.FS.mkdirTree(e.path);
      } else {
        this.FS.writeFile(e.path, e.data);
        const t = new Date(e.mtime);
        this.FS.utime(e.path, t, t);
      }
    }
    this.saved = entries;
  }

  async save() {
    const entries = flashEntries(this.FS);
    if (!this.db || sameEntries(this.saved, entries)) return;
    await dbRequest(this.db, "readwrite", (s) => s.put(entries, "tree"));
    this.saved = entries;
  }
}

// -- the panel ---------------------------------------------------------------

class PanelView {
  constructor(canvas, info, fast) {
    this.canvas = canvas;
    this.w = info.width;
    this.h = info.height;
    this.rotation = info.rotation;
    [this.fullMs, this.partialMs] = info.pace;
    this.fast = fast;
    canvas.width = this.w;
    canvas.height = this.h;
    this.ctx = canvas.getContext("2d");
    this.fit();
    window.addEventListener("resize", () => this.fit());
    this.queue = [];
    this.shown = null;
    this.paint(() => false);
  }

  // Scale the panel up by a whole number of screen pixels, so every panel
  // pixel is the same crisp square (the glass's width decides how many);
  // on a narrow screen where that would leave a tenth of the room or more
  // empty (a phone: 296 px on a 390 px screen), the panel takes the whole
  // room, scaled without smoothing (image-rendering: pixelated).
  fit() {
    const dpr = window.devicePixelRatio || 1;
    const glass = this.canvas.parentElement;
    const pad = parseFloat(getComputedStyle(glass).paddingLeft) || 0;
    const room = glass.clientWidth - 2 * pad;
    const k = Math.floor((room * dpr) / this.w);
    const whole = (k * this.w) / dpr;
    const wholeFits = k >= 1 && (whole >= 0.9 * room || room >= 600);
    this.canvas.style.width = wholeFits ? whole + "px" : room + "px";
  }

  // Native frame buffer (MONO_HLSB, 1 = ink, rotated as hw/panel.py says)
  // to a pixel test at logical (x, y).
  inkOf(hex) {
    const nativeW = this.rotation === 90 || this.rotation === 270 ? this.h : this.w;
    const stride = (nativeW + 7) >> 3;
    const bytes = new Uint8Array(hex.length / 2);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.substr(i * 2, 2), 16);
    const { w, h, rotation } = this;
    return (x, y) => {
      let nx, ny;
      if (rotation === 0) { nx = x; ny = y; }
      else if (rotation === 90) { nx = h - 1 - y; ny = x; }
      else if (rotation === 180) { nx = w - 1 - x; ny = h - 1 - y; }
      else { nx = y; ny = w - 1 - x; }
      return (bytes[ny * stride + (nx >> 3)] & (0x80 >> (nx & 7))) !== 0;
    };
  }

  paint(ink) {
    const img = this.ctx.createImageData(this.w, this.h);
    const d = img.data;
    let i = 0;
    for (let y = 0; y < this.h; y++) {
      for (let x = 0; x < this.w; x++) {
        const c = ink(x, y) ? INK : PAPER;
        d[i] = c[0]; d[i + 1] = c[1]; d[i + 2] = c[2]; d[i + 3] = 255;
        i += 4;
      }
    }
    this.ctx.putImageData(img, 0, 0);
  }

  add(hex, full) {
    this.queue.push({ hex, full });
  }

  // Show the queued frames at the panel's pace: a partial refresh appears
  // after the panel's partial time; a full one flashes (inverted, black,
  // white) over the full time. Only the last frame of a burst matters.
  async play() {
    while (this.queue.length) {
      const frames = this.queue.splice(0);
      const full = frames.some((f) => f.full);
      const ink = this.inkOf(frames[frames.length - 1].hex);
      status.refreshing = true;
      if (!this.fast) {
        if (full) {
          const old = this.shown || (() => false);
          const step = this.fullMs / 4;
          this.paint((x, y) => !old(x, y));
          await sleep(step);
          this.paint(() => true);
          await sleep(step);
          this.paint(() => false);
          await sleep(step);
          this.paint((x, y) => !ink(x, y));
          await sleep(step);
        } else {
          await sleep(this.partialMs);
        }
      }
      this.paint(ink);
      this.shown = ink;
      status.frames += frames.length;
      status.refreshing = false;
      if (status.firstScreenMs === null) status.firstScreenMs = Math.round(performance.now());
    }
  }
}

// -- the buttons -------------------------------------------------------------

function makeButtons(info, dev, kick) {
  const row = $("row-buttons");
  const side = $("side-buttons");
  row.replaceChildren();
  side.replaceChildren();
  const els = {};
  const set = (name, down) => {
    const el = els[name];
    if (!el || el.classList.contains("down") === down) return;
    el.classList.toggle("down", down);
    dev.level(name, down);
    kick();
  };
  for (const name of info.buttons) {
    const el = document.createElement("button");
    el.type = "button";
    el.className = "key";
    el.dataset.key = name;
    el.textContent = LABELS[name];
    el.setAttribute("aria-label", "button " + LABELS[name]);
    el.addEventListener("pointerdown", (ev) => {
      ev.preventDefault();
      el.setPointerCapture(ev.pointerId);
      set(name, true);
    });
    for (const type of ["pointerup", "pointercancel", "lostpointercapture"]) {
      el.addEventListener(type, () => set(name, false));
    }
    el.addEventListener("contextmenu", (ev) => ev.preventDefault());
    (name === "up" || name === "down" ? side : row).appendChild(el);
    els[name] = el;
  }
  const keyOf = (ev) => {
    let k = KEYS[ev.key];
    if (k === "up" && !els.up) k = "a";
    if (k === "down" && !els.down) k = "c";
    return k;
  };
  window.addEventListener("keydown", (ev) => {
    const k = keyOf(ev);
    if (!k || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    if (ev.target instanceof HTMLSelectElement || ev.target instanceof HTMLInputElement) return;
    ev.preventDefault();
    if (!ev.repeat) set(k, true);
  });
  window.addEventListener("keyup", (ev) => {
    const k = keyOf(ev);
    if (k) set(k, false);
  });
  window.addEventListener("blur", () => info.buttons.forEach((n) => set(n, false)));
}

// -- downloads ---------------------------------------------------------------

function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// -- the language ------------------------------------------------------------
// The page's words in English and Polish, as the device has them: every
// text comes in both (data-lang), the style sheet shows the chosen one.

function setLang(lang) {
  document.documentElement.lang = lang;
  localStorage.setItem("lang", lang);
  for (const b of document.querySelectorAll("[data-set-lang]")) {
    b.setAttribute("aria-pressed", b.dataset.setLang === lang ? "true" : "false");
  }
  if (shownPlay) showPlay(shownPlay);
}

function wireLang() {
  const asked = params.get("lang") || localStorage.getItem("lang")
    || ((navigator.language || "").toLowerCase().startsWith("pl") ? "pl" : "en");
  setLang(asked === "pl" ? "pl" : "en");
  for (const b of document.querySelectorAll("[data-set-lang]")) {
    b.addEventListener("click", () => setLang(b.dataset.setLang));
  }
}

// -- a play from the device's QR code -----------------------------------------

const WORDS = {
  en: { play: "Play", min: "min", rank: "Rank", player: "Player", score: "Score",
    start: "start player", winner: "winner", bad: "This link holds no play this page can read: " },
  pl: { play: "Partia", min: "min", rank: "Miejsce", player: "Gracz", score: "Punkty",
    start: "pierwszy gracz", winner: "zwycięzca", bad: "Ten link nie zawiera partii, którą ta strona umie odczytać: " },
};
let shownPlay = null;

function showPlay(play) {
  shownPlay = play;
  const w = WORDS[document.documentElement.lang] || WORDS.en;
  const section = $("play");
  section.hidden = false;
  if (play.error) {
    $("play-title").textContent = "";
    $("play-meta").textContent = "";
    $("play-ranking").hidden = true;
    section.querySelector(".actions").hidden = true;
    const err = $("play-error");
    err.hidden = false;
    err.textContent = w.bad + play.error;
    return;
  }
  $("play-error").hidden = true;
  $("play-ranking").hidden = false;
  section.querySelector(".actions").hidden = false;
  $("play-title").textContent = play.game;
  const meta = [w.play + " " + play.number];
  if (play.date) meta.push(play.date.slice(0, 16));
  if (play.duration_min !== null) meta.push(play.duration_min + " " + w.min);
  $("play-meta").textContent = meta.join(" · ");
  const body = $("play-ranking").tBodies[0];
  body.replaceChildren();
  for (const r of play.rows) {
    const tr = document.createElement("tr");
    if (r.winner) tr.className = "winner";
    const cells = [r.rank === null ? "–" : r.rank + ".", r.name, String(r.score)];
    cells.forEach((text, i) => {
      const td = document.createElement("td");
      td.textContent = text;
      if (i === 1 && r.start) {
        const note = document.createElement("small");
        note.textContent = " (" + w.start + ")";
        td.appendChild(note);
      }
      tr.appendChild(td);
    });
    body.appendChild(tr);
  }
  $("play-bgstats").href = play.link;
}

function wirePlay(webdevice) {
  const read = () => {
    const hash = location.hash;
    if (!/^#\d+\./.test(hash)) {
      $("play").hidden = true;
      shownPlay = null;
      return;
    }
    let play;
    try {
      play = JSON.parse(webdevice.play_page(hash.slice(1), new Date().getTimezoneOffset(),
        Date.now() / 1000));
    } catch (err) {
      play = { error: String(err && err.message ? err.message : err) };
    }
    showPlay(play);
  };
  $("play-bgsplay").addEventListener("click", () => shownPlay && !shownPlay.error
    && download("play-" + shownPlay.number + ".bgsplay", shownPlay.bgsplay, "application/json"));
  $("play-csv").addEventListener("click", () => shownPlay && !shownPlay.error
    && download("play-" + shownPlay.number + ".csv", shownPlay.csv, "text/csv"));
  window.addEventListener("hashchange", read);
  read();
}

// -- start -------------------------------------------------------------------

async function loadFiles(FS) {
  const [index, blob] = await Promise.all([
    fetch("device.json").then((r) => r.json()),
    fetch("device.bin").then((r) => r.arrayBuffer()),
  ]);
  let offset = 0;
  for (const [path, size] of index.files) {
    const dir = path.slice(0, path.lastIndexOf("/"));
    if (dir) FS.mkdirTree(dir);
    FS.writeFile(path, new Uint8Array(blob, offset, size));
    offset += size;
  }
  return index;
}

async function start() {
  const boardSel = $("board");
  const fastBox = $("fast");
  const model = params.get("board") || localStorage.getItem("board") || boardSel.value;
  const fast = params.has("fast") ? params.get("fast") !== "0"
    : localStorage.getItem("fast") === "1";
  boardSel.value = model;
  fastBox.checked = fast;

  const mp = await loadMicroPython({
    heapsize: 4 * 1024 * 1024,
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
  });
  const FS = mp.FS;
  const index = await loadFiles(FS);
  FS.mkdirTree(FLASH);
  // Without IndexedDB (some private windows) the device still runs; its
  // flash then lasts until the page closes.
  const db = await openDb().catch(() => null);
  const flash = new Flash(db, FS);
  await flash.restore();

  let view = null;
  const onFrame = (hex, full) => view && view.add(hex, full);
  mp.runPython("import sys\nsys.path[:] = ['', '/lib']\nimport webdevice");
  const webdevice = mp.pyimport("webdevice");
  wirePlay(webdevice);
  const seed = parseInt(params.get("seed") || "0", 10) || 0;
  let dev;
  // The device boots with the panel's first frame: the view must exist
  // before it, so the geometry is read from the board first.
  const boardInfo = JSON.parse(webdevice.board_info(model));
  view = new PanelView($("panel"), boardInfo, fast);
  $("device").dataset.board = boardInfo.name;
  try {
    dev = webdevice.Device(model, seed, onFrame);
  } catch (err) {
    fail("the firmware did not start", err);
    return;
  }
  await flash.save();

  // The device loop: wait for a button, let the firmware press it, show
  // the refresh at the panel's pace, keep the flash. Presses made while the
  // panel refreshes wait in the button state machine, as on the device.
  let wake = null;
  const kick = () => { if (wake) { const w = wake; wake = null; w(); } };
  const info = boardInfo;
  makeButtons(info, dev, kick);
  wireDownloads(dev);
  wireRecords(dev);
  status.ready = true;
  say(info.title + (fast ? " (fast)" : "") + " · firmware " + index.version
    + (db ? "" : " · this browser keeps no data: the game ends with the page"));
  await view.play();
  for (;;) {
    if (dev.idle() && !view.queue.length) {
      await new Promise((r) => { wake = r; });
    }
    try {
      const key = dev.poll();
      if (key !== null) {
        status.presses += 1;
        await flash.save();
      }
    } catch (err) {
      fail("the firmware stopped", err);
      return;
    }
    await view.play();
    await sleep(10);
  }
}

function wireDownloads(dev) {
  const files = { csv: ["plays.csv", "text/csv"], bgsplay: ["plays.bgsplay", "application/json"],
    records_csv: ["records.csv", "text/csv"] };
  for (const kind of Object.keys(files)) {
    $(kind).addEventListener("click", () => {
      let text;
      try {
        text = dev.export(kind, new Date().getTimezoneOffset());
      } catch (err) {
        fail("the export failed", err);
        return;
      }
      if (!text) {
        say("No finished games yet: finish a game (its menu: End the game) first.");
        return;
      }
      download(files[kind][0], text, files[kind][1]);
    });
  }
}

function wireControls() {
  $("board").addEventListener("change", (ev) => {
    localStorage.setItem("board", ev.target.value);
    const url = new URL(location.href);
    url.searchParams.delete("board");
    location.replace(url);
  });
  $("fast").addEventListener("change", (ev) => {
    localStorage.setItem("fast", ev.target.checked ? "1" : "0");
    const url = new URL(location.href);
    url.searchParams.delete("fast");
    location.replace(url);
  });
  $("reset").addEventListener("click", async () => {
    if (!confirm("Reset the device? Every game on it is lost.")) return;
    const db = await openDb().catch(() => null);
    if (db) await dbRequest(db, "readwrite", (s) => s.delete("tree"));
    location.reload();
  });
}

wireLang();
wireControls();
start().catch((err) => fail("the page could not start the device", err));
