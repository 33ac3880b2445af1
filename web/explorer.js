// The explorer's page: reads the URL fragment (#position=TEXT, #game=TEXT or
// #play=GAME:POSITION, the Play page of web/play.js; #game=TEXT;cgsuite writes
// the game texts as CGSuite prints them, the notation control;
// #game=TEXT;op=NAME;with=OPERAND[;and=OPERAND2] is the game page of an
// operation on the game, the operation form),
// asks the library for its JSON document and shows each value in the element
// whose data-field names it, as the tool's --json names it. Each such element
// holds the value as text and, in data-json, as JSON, for scripts and the
// browser test (tests/web/test-browser.py). The library (web/explorer.c compiled to
// cookiegame.wasm) runs in a worker (web/worker.js): the page stays
// responsive, shows the search's progress and cancels it by ending the worker.
'use strict';

const KINDS = ['position', 'game', 'play'];

const NOTES = {
  outcome: { N: '(the player to move wins)', P: '(the player to move loses)',
             L: '(Left wins whoever starts)', R: '(Right wins whoever starts)' },
  misere_outcome: { N: '(in misère play, where the last to move loses: the player to move wins)',
                    P: '(in misère play: the player to move loses)',
                    L: '(in misère play: Left wins whoever starts)',
                    R: '(in misère play: Right wins whoever starts)' },
};

// The operations of the form (web_game_operation): which take two operands
// (overheat s, t) and what the operand is, for the placeholder.
const OPERAND = { multiple: 'n', pow: 'n', pow_to: 'n', cool: 't', overheat: 's' };
let shownGame = null;   // the game the operation form applies to

let worker = null;
let ready = false;
let pending = null;   // the request being computed: {id, kind, text, hints, play}
let lastId = 0;
let cancelled = null;   // the fragment whose search was cancelled: not run again by itself

// What the page shows for a JSON value; tests/web/test-browser.py renders the
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
// prints them. No game contains ';' (writeFragment escapes one typed), so
// ';' also separates the operation's parts (;op=NAME;with=H;and=T).
const CGSUITE = ';cgsuite';

function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch (e) {
    return text;   // a lone '%' is kept as written: the library says what is wrong with it
  }
}

// The fragment as kind, text and (games only) cgsuite, whether the game
// texts are written as CGSuite prints them, and op, operand, operand2 for an
// operation on the game (op null otherwise); null when it names nothing.
function readFragment() {
  const hash = location.hash.slice(1);
  const eq = hash.indexOf('=');
  if (eq < 0) return null;
  const kind = hash.slice(0, eq);
  if (!KINDS.includes(kind)) return null;
  let text = hash.slice(eq + 1);
  let cgsuite = false, op = null, operand = '', operand2 = '';
  if (kind === 'game') {
    const parts = text.split(';');
    text = parts[0];
    for (const part of parts.slice(1)) {
      if (part === 'cgsuite') cgsuite = true;
      else if (part.startsWith('op=')) op = decode(part.slice(3));
      else if (part.startsWith('with=')) operand = decode(part.slice(5));
      else if (part.startsWith('and=')) operand2 = decode(part.slice(4));
      else text += ';' + part;   // not ours: the library reads it and says what is wrong
    }
  }
  return { kind, text: decode(text), cgsuite, op, operand, operand2 };
}

// The fragment for kind and text: readable ({2|1}+* stays as it is), only
// what would end or change it escaped, and what the browser would escape
// itself (space, '<', '>', '"', '`': ^<3> is #game=^%3C3%3E); for a game,
// ';' too, and ';cgsuite' after it when cgsuite.
function escapeText(text) {
  return text.replace(/%/g, '%25').replace(/#/g, '%23')
    .replace(/[ <>"`]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}

// operation (games only): {op, operand, operand2} after the game's text.
function writeFragment(kind, text, cgsuite, operation) {
  let written = escapeText(text);
  if (kind === 'game') {
    written = written.replace(/;/g, '%3B');
    if (operation) {
      const part = (t) => escapeText(t).replace(/;/g, '%3B');
      written += ';op=' + operation.op + ';with=' + part(operation.operand);
      if (operation.op === 'overheat') written += ';and=' + part(operation.operand2);
    }
    written += cgsuite ? CGSUITE : '';
  }
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
    else if (key === 'atomic_weight' && doc.atomic_weight === null) note = '(not atomic)';
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
  document.title = asked.text + (asked.op ? ' ' + asked.op + ' ' + asked.operand : '') + ' (' +
                   asked.kind + (asked.cgsuite ? ', CGSuite' : '') + ') - libcookiegame explorer';
  if (asked.op) {
    document.getElementById('op').value = asked.op;
    document.getElementById('operand').value = asked.operand;
    document.getElementById('operand2').value = asked.operand2;
  }
  showOperands();
  if (!ready) return;   // the worker's ready message analyses
  pending = { id: ++lastId, kind: asked.kind, text: asked.text, cgsuite: asked.cgsuite,
              op: asked.op, operand: asked.operand, operand2: asked.operand2 };
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
  const askedText = pending.text;
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
  if (kind === 'game') {
    // The operation form applies to the game shown: the result of an
    // operation is a game page of its own.
    const made = document.getElementById('operation-of');
    made.hidden = !doc.operation;
    if (doc.operation) {
      document.getElementById('operation-made').textContent =
        doc.operation + ' of ' + askedText + ' with ' + doc.operand +
        (doc.operand2 !== null ? ', ' + doc.operand2 : '');
    }
    shownGame = doc.operation ? doc.canonical : askedText;
  }
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

// The second operand (t of overheat s, t) only for overheat.
function showOperands() {
  const op = document.getElementById('op').value;
  document.getElementById('operand2').hidden = op !== 'overheat';
  document.getElementById('operand').placeholder = OPERAND[op] || 'H';
}

document.getElementById('op').addEventListener('change', showOperands);

// An operation on the game shown: its result's page.
document.getElementById('operate').addEventListener('submit', (event) => {
  event.preventDefault();
  if (shownGame === null) return;
  const operation = { op: document.getElementById('op').value,
                      operand: document.getElementById('operand').value,
                      operand2: document.getElementById('operand2').value };
  const target = writeFragment('game', shownGame,
                               document.getElementById('notation').value === 'cgsuite', operation);
  cancelled = null;
  if (location.hash === target) analyse();
  else location.hash = target;
});

// Another notation: the game again, written in it.
document.getElementById('notation').addEventListener('change', () => {
  if (document.getElementById('kind').value !== 'game') return;
  const asked = readFragment();
  if (asked !== null && asked.kind === 'game' && asked.op) {
    // The same operation's result, written in the other notation.
    location.hash = writeFragment('game', asked.text,
                                  document.getElementById('notation').value === 'cgsuite', asked);
    return;
  }
  document.getElementById('ask').requestSubmit();
});

window.addEventListener('hashchange', analyse);
showNotation();
startWorker();
