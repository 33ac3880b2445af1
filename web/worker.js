// The explorer's worker: holds the library (cookiegame.js, cookiegame.wasm)
// and runs each analysis away from the page, so that the page stays
// responsive during a long search, shows its progress and can cancel it (by
// ending this worker: a search in progress cannot be interrupted otherwise).
//
// Messages from the page: {id, kind: 'position'|'game'|'play', text, hints,
// cgsuite, op, operand, operand2} (hints: for 'play' only, whether the box
// diagram marks the winning moves; cgsuite: for 'game' only, whether the game
// texts are written as CGSuite prints them; op: for 'game' only, an operation
// on the game, web_game_operation, null for the game itself).
// Messages to the page: {ready: true, version, memoryRoom} once (memoryRoom:
// the bytes a search may set aside now, web_memory_room), then for each request
// {id, progress: [done, total]} (nodes, every 65536) and
// {id, doc, ms} (the JSON document of web_position, web_game or web_play,
// parsed).
'use strict';

importScripts('cookiegame.js');

const ENTRY = { position: 'web_position', game: 'web_game', play: 'web_play' };
let current = null;   // the id of the request being computed

// Integers past 2^53 as BigInt: a Number would round them (the birthday of
// {4611686018427387902|0} is 2^62 - 1). The reviver sees the number's text.
function exactIntegers(key, value, context) {
  if (typeof value === 'number' && !Number.isSafeInteger(value) && context &&
      /^-?[0-9]+$/.test(context.source))
    return BigInt(context.source);
  return value;
}

createCookiegame({
  onProgress: (done, total) => postMessage({ id: current, progress: [done, total] }),
}).then((library) => {
  onmessage = (event) => {
    const { id, kind, text, hints, cgsuite, op, operand, operand2 } = event.data;
    current = id;
    const start = performance.now();
    let ptr;
    if (kind === 'play')
      ptr = library.ccall(ENTRY[kind], 'number', ['string', 'number'], [text, hints ? 1 : 0]);
    else if (kind === 'game' && op)
      ptr = library.ccall('web_game_operation', 'number',
                          ['string', 'string', 'string', 'string', 'number'],
                          [text, op, operand, operand2, cgsuite ? 1 : 0]);
    else if (kind === 'game')
      ptr = library.ccall(ENTRY[kind], 'number', ['string', 'number'], [text, cgsuite ? 1 : 0]);
    else
      ptr = library.ccall(ENTRY[kind], 'number', ['string'], [text]);
    let doc;
    if (ptr === 0) {
      doc = { error: 'out of memory' };
    } else {
      doc = JSON.parse(library.UTF8ToString(ptr), exactIntegers);
      library.ccall('web_free', null, ['number'], [ptr]);
    }
    postMessage({ id, doc, ms: performance.now() - start });
  };
  postMessage({ ready: true, version: library.ccall('cg_version', 'number', [], []),
                memoryRoom: library.ccall('web_memory_room_bytes', 'number', [], []) });
}, (error) => {
  postMessage({ ready: false, error: String(error) });
});
