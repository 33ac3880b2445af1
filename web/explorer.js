// The explorer's page: reads the URL fragment (#position=TEXT, #game=TEXT or
// #play=GAME:POSITION, the Play page of web/play.js; #game=TEXT;cgsuite writes
// the game texts as CGSuite prints them, the notation control),
// asks the library for its JSON document and shows each value in the element
// whose data-field names it, as the tool's --json names it. Each such element
// holds the value as text and, in data-json, as JSON, for scripts and the
// browser test (web/test-browser.py). The library (web/explorer.c compiled to
// cookiegame.wasm) runs in a worker (web/worker.js): the page stays
// responsive, shows the search's progress and cancels it by ending the worker.
'use strict';

const KINDS = ['position', 'game', 'play'];

const NOTES = {
  outcome: { N: '(the player to move wins)', P: '(the player to move loses)',
             L: '(Left wins whoever starts)', R: '(Right wins whoever starts)' },
};

let worker = null;
let ready = false;
let pending = null;   // the request being computed: {id, kind, text, hints, play}
let lastId = 0;
let cancelled = null;   // the fragment whose search was cancelled: not run again by itself

// What the page shows for a JSON value; web/test-browser.py renders the
// tool's values the same way and compares.
function render(value) {
  if (value === null) return 'unknown';
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'none';
  return String(value);
}

// BigInts (integers past 2^53, see worker.js) as their digits in data-json.
function exactJSON(key, value) {
  return typeof value === 'bigint' ? JSON.rawJSON(value.toString()) : value;
}

// After a game's text in the fragment: write the game texts as CGSuite
// prints them. No game contains ';' (writeFragment escapes one typed).
const CGSUITE = ';cgsuite';

// The fragment as kind, text and (games only) cgsuite, whether the game
// texts are written as CGSuite prints them; null when it names nothing.
function readFragment() {
  const hash = location.hash.slice(1);
  const eq = hash.indexOf('=');
  if (eq < 0) return null;
  const kind = hash.slice(0, eq);
  if (!KINDS.includes(kind)) return null;
  let text = hash.slice(eq + 1);
  const cgsuite = kind === 'game' && text.endsWith(CGSUITE);
  if (cgsuite) text = text.slice(0, -CGSUITE.length);
  try {
    text = decodeURIComponent(text);
  } catch (e) {
    // a lone '%' is kept as written: the library says what is wrong with it
  }
  return { kind, text, cgsuite };
}

// The fragment for kind and text: readable ({2|1}+* stays as it is), only
// what would end or change it escaped, and what the browser would escape
// itself (space, '<', '>', '"', '`': ^<3> is #game=^%3C3%3E); for a game,
// ';' too, and ';cgsuite' after it when cgsuite.
function writeFragment(kind, text, cgsuite) {
  let written = text.replace(/%/g, '%25').replace(/#/g, '%23')
    .replace(/[ <>"`]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
  if (kind === 'game') written = written.replace(/;/g, '%3B') + (cgsuite ? CGSUITE : '');
  return '#' + kind + '=' + written;
}

// The notation control is for games only.
function showNotation() {
  document.getElementById('notation').hidden = document.getElementById('kind').value !== 'game';
}

function setStatus(state, text) {
  const status = document.getElementById('status');
  status.dataset.state = state;
  status.textContent = text;
}

function show(section, doc) {
  for (const el of section.querySelectorAll('[data-field]')) {
    const key = el.dataset.field;
    const value = key in doc ? doc[key] : null;
    el.textContent = render(value);
    el.dataset.json = JSON.stringify(value, exactJSON);
  }
  for (const el of section.querySelectorAll('[data-note]')) {
    const key = el.dataset.note;
    const why = doc.unknown && doc.unknown[key];
    let note = '';
    if (why) note = '(' + why + ')';
    else if (NOTES[key] && doc[key] in NOTES[key]) note = NOTES[key][doc[key]];
    else if (key === 'dvalue' && doc.dvalue === null) note = '(only strict positions have one)';
    else if (key === 'dvalue') note = '(the winner can make the game last exactly this many moves)';
    else if (key === 'winning_moves') note = '(0-based indices of the heaps to eat)';
    el.textContent = note;
  }
  const img = section.querySelector('img[data-picture]');
  if (doc.svg) {
    // An image, not inline markup: the picture holds text from the input.
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(doc.svg);
    img.hidden = false;
  } else {
    img.removeAttribute('src');
    img.hidden = true;
  }
}

function analyse() {
  const asked = readFragment();
  for (const id of ['intro', 'error', 'position', 'game', 'play'])
    document.getElementById(id).hidden = true;
  if (pending !== null) {
    // A search is running for another fragment: end it; the new worker
    // analyses the current fragment once it is ready.
    startWorker();
    return;
  }
  if (location.hash === cancelled) {
    setStatus('cancelled', 'Cancelled. Analyse again to restart the search.');
    return;
  }
  cancelled = null;
  if (asked === null) {
    document.getElementById('intro').hidden = false;
    setStatus('ready', 'Give a position or a game.');
    return;
  }
  document.getElementById('kind').value = asked.kind;
  document.getElementById('text').value = asked.text;
  if (asked.kind === 'game')
    document.getElementById('notation').value = asked.cgsuite ? 'cgsuite' : 'library';
  showNotation();
  document.title = asked.text + ' (' + asked.kind + (asked.cgsuite ? ', CGSuite' : '') +
                   ') - libcookiegame explorer';
  if (!ready) return;   // the worker's ready message analyses
  pending = { id: ++lastId, kind: asked.kind, text: asked.text, cgsuite: asked.cgsuite };
  if (asked.kind === 'play') {
    pending.play = parsePlay(asked.text);
    pending.text = pending.play.state;
    pending.hints = pending.play.hints;
  }
  worker.postMessage(pending);
  setStatus('computing', 'Computing…');
  document.getElementById('cancel').hidden = false;
}

function finished(message) {
  const { kind, play } = pending;
  pending = null;
  document.getElementById('cancel').hidden = true;
  const { doc, ms } = message;
  const status = document.getElementById('status');
  status.dataset.ms = ms.toFixed(1);
  if ('error' in doc) {
    const box = document.getElementById('error');
    box.querySelector('[data-field="error"]').textContent = doc.error;
    box.hidden = false;
    setStatus('error', kind === 'play' ? 'Cannot play this position.' : 'Cannot analyse this ' + kind + '.');
    return;
  }
  const section = document.getElementById(kind);
  if (kind === 'play') {
    section.hidden = false;
    const said = showPlay(section, doc, play);
    if (said === null) return;   // the computer moved: its position is next
    setStatus('done', said + ' Computed in ' + ms.toFixed(1) + ' ms.');
    return;
  }
  show(section, doc);
  if (kind === 'position') {
    // The Play page of this position.
    const heaps = doc.position.length ? doc.position.join(' ') : '()';
    document.getElementById('play-you').href = playFragment('position:' + heaps, false, false);
    document.getElementById('play-computer').href = playFragment('position:' + heaps, true, false);
  }
  section.hidden = false;
  setStatus('done', 'Computed in ' + ms.toFixed(1) + ' ms.');
  console.info('cookiegame explorer: ' + kind + ' computed in ' + ms.toFixed(1) + ' ms');
}

function onMessage(event) {
  const message = event.data;
  if ('ready' in message) {
    if (!message.ready) {
      setStatus('error', 'The library could not be loaded: ' + message.error);
      return;
    }
    ready = true;
    const v = message.version;
    document.getElementById('version').textContent = (v >> 16) + '.' + ((v >> 8) & 255) + '.' + (v & 255);
    // Since the navigation began: the page, the scripts and the wasm.
    const loaded = performance.now().toFixed(1);
    document.getElementById('status').dataset.loadMs = loaded;
    document.getElementById('status').dataset.memoryRoom = message.memoryRoom;
    console.info('cookiegame explorer: library ready ' + loaded + ' ms after the navigation began');
    analyse();
    return;
  }
  if (pending === null || message.id !== pending.id) return;   // from a request given up
  if ('progress' in message) {
    const [done, total] = message.progress;
    setStatus('computing', 'Searching: ' + done.toLocaleString('en') + ' nodes' +
              (total ? ' of at most ' + total.toLocaleString('en') : '') + '…');
    return;
  }
  finished(message);
}

// A new worker, ending the one there was (and the search it was running).
function startWorker() {
  if (worker !== null) worker.terminate();
  pending = null;
  ready = false;
  document.getElementById('cancel').hidden = true;
  worker = new Worker('worker.js');
  worker.onmessage = onMessage;
  worker.onerror = (event) => setStatus('error', 'The library failed: ' + event.message);
}

document.getElementById('ask').addEventListener('submit', (event) => {
  event.preventDefault();
  const kind = document.getElementById('kind').value;
  const target = writeFragment(kind, document.getElementById('text').value,
                               document.getElementById('notation').value === 'cgsuite');
  cancelled = null;   // asked again: run it even if it was cancelled
  if (location.hash === target) analyse();
  else location.hash = target;   // hashchange analyses
});

document.getElementById('cancel').addEventListener('click', () => {
  cancelled = location.hash;
  startWorker();
  setStatus('cancelled', 'Cancelled. Analyse again to restart the search.');
});

document.getElementById('kind').addEventListener('change', showNotation);

// Another notation: the game again, written in it.
document.getElementById('notation').addEventListener('change', () => {
  if (document.getElementById('kind').value === 'game')
    document.getElementById('ask').requestSubmit();
});

window.addEventListener('hashchange', analyse);
showNotation();
startWorker();
