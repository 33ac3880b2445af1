// The JavaScript side of web/explorer.c's progress hook, linked by web/build.sh
// (--js-library): the worker (web/worker.js) sets Module.onProgress to post
// the figures to the page. Node counts come as doubles: exact up to 2^53.
mergeInto(LibraryManager.library, {
  web_report_progress: function (done, total) {
    if (Module['onProgress']) Module['onProgress'](done, total);
  },
});
