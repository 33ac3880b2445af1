// The explorer's Play page: the user plays a position against the perfect
// player (web/play.c's web_play gives every legal move and the perfect
// player's reply). The whole state of a game is in the URL fragment, so a
// game in progress can be shared or reloaded:
//
//   #play=position:2 3 4 4            the spoiled-cookie game, you to move
//   #play=wythoff:5,8;computer        Wythoff's game, the computer to move
//   #play=cm:3,4,5;hints              Cookie Monster, your winning moves marked
//
// A move of the user writes the position after it with ';computer'; the
// page then computes the computer's reply and replaces the fragment with the
// position after that (so the browser's Back goes to the user's previous
// turn). explorer.js calls parsePlay, playFragment and showPlay.
'use strict';

// The text after '#play=' as {state, computer, hints}.
function parsePlay(text) {
  const parts = text.split(';');
  const flags = parts.slice(1).map((f) => f.trim());
  return { state: parts[0].trim(), computer: flags.includes('computer'), hints: flags.includes('hints') };
}

// The fragment of a game: the position, who moves and whether hints are on.
function playFragment(state, computer, hints) {
  const text = state + (computer ? ';computer' : '') + (hints ? ';hints' : '');
  return '#play=' + text.replace(/%/g, '%25').replace(/ /g, '%20').replace(/#/g, '%23');
}

let playLast = null;   // the computer's last move: {from, to, label}

// The heap whose column of the box diagram svg (the tool's picture, as
// text) holds the point (x, y) in the picture's own units, read from the
// picture itself: the squares are its widest outlined rectangles, and each
// column has its heap's index written above it, centred. null outside the
// squares.
function columnAt(svg, x, y) {
  const picture = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const squares = [...picture.querySelectorAll('rect[stroke]')];
  const cell = Math.max(0, ...squares.map((r) => Number(r.getAttribute('width'))));
  const hit = squares.find((r) => {
    const rx = Number(r.getAttribute('x')), ry = Number(r.getAttribute('y'));
    return Number(r.getAttribute('width')) === cell && rx <= x && x < rx + cell && ry <= y && y < ry + cell;
  });
  if (!hit) return null;
  const centre = Number(hit.getAttribute('x')) + cell / 2, top = Number(hit.getAttribute('y'));
  const label = [...picture.querySelectorAll('text')].find((t) =>
    Number(t.getAttribute('x')) === centre && Number(t.getAttribute('y')) < top && /^\d+$/.test(t.textContent));
  return label ? Number(label.textContent) : null;
}

const GAME_NAMES = {
  position: 'the spoiled-cookie game: a move eats one cookie (a heap not 0) and ages the others by a day',
  wythoff: "Wythoff's game: a move takes cookies from one jar, or the same number from both",
  cm: 'Cookie Monster: a move takes the same number of cookies from each jar of any set of jars',
};

// Show the position of doc, asked as play ({state, computer, hints}); when
// the computer is to move, make its move. Returns what the status line says.
function showPlay(section, doc, play) {
  section.dataset.state = doc.state;
  section.querySelector('[data-field="state"]').textContent = doc.state.replace(/^\w+:/, '');
  section.querySelector('#play-game').textContent = '(' + GAME_NAMES[doc.game] + ')';
  for (const key of ['outcome', 'remoteness', 'winning_moves']) {
    const el = section.querySelector('[data-field="' + key + '"]');
    el.textContent = render(doc[key]);
    el.dataset.json = JSON.stringify(doc[key]);
  }
  section.querySelector('#play-analysis').hidden = !play.hints;
  const hints = section.querySelector('#hints');
  hints.checked = play.hints;
  hints.onchange = () => location.replace(playFragment(doc.state, play.computer, hints.checked));
  section.querySelector('#first-you').href = playFragment(doc.state, false, play.hints);
  section.querySelector('#first-computer').href = playFragment(doc.state, true, play.hints);

  const last = section.querySelector('#play-last');
  if (playLast !== null && playLast.to === doc.state && !play.computer) {
    last.textContent = 'The computer played: ' + playLast.label + '.';
    last.dataset.from = playLast.from;
    last.dataset.to = playLast.to;
  } else {
    last.textContent = '';
    delete last.dataset.from;
    delete last.dataset.to;
  }

  const list = section.querySelector('#moves');
  list.textContent = '';
  doc.moves.forEach((move, i) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.move = i;
    button.dataset.to = move.to;
    if ('heap' in move) button.dataset.heap = move.heap;
    button.textContent = move.label + ' → ' + move.to.replace(/^\w+:/, '');
    if (play.hints && move.winning) {
      button.dataset.winning = 'true';
      button.title = 'a winning move';
    }
    button.disabled = play.computer;
    button.onclick = () => { location.hash = playFragment(move.to, true, play.hints); };
    item.appendChild(button);
    list.appendChild(item);
  });

  const img = section.querySelector('img[data-picture]');
  img.closest('figure').hidden = !doc.svg;   // only the spoiled-cookie game has a picture
  if (doc.svg) {
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(doc.svg);
    img.hidden = false;
    // A click on a column eats its heap, as its button does.
    img.onclick = (event) => {
      const scale = img.naturalWidth / img.clientWidth;
      const heap = columnAt(doc.svg, event.offsetX * scale, event.offsetY * scale);
      const button = heap === null ? null : list.querySelector('button[data-heap="' + heap + '"]');
      if (button !== null && !button.disabled) button.click();
    };
  } else {
    img.onclick = null;
    img.removeAttribute('src');
    img.hidden = true;
  }

  const turn = section.querySelector('#play-turn');
  section.dataset.turn = play.computer ? 'computer' : 'you';
  if (doc.moves.length === 0) {
    // Whoever is to move cannot: the other player made the last move and wins.
    section.dataset.winner = play.computer ? 'you' : 'computer';
    turn.textContent = play.computer ? 'No move is left for the computer: you win.'
                                     : 'No move is left for you: the computer wins.';
    return 'Game over.';
  }
  delete section.dataset.winner;
  if (play.computer) {
    const move = doc.moves[doc.reply];
    playLast = { from: doc.state, to: move.to, label: move.label };
    turn.textContent = 'The computer is moving…';
    location.replace(playFragment(move.to, false, play.hints));
    return null;   // the next position is being computed
  }
  turn.textContent = 'Your move: choose one below.';
  return 'Your move.';
}
