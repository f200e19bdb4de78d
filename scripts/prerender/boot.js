// The loader of a prerendered page (product rules, 'Static-first public pages'): the page
// paints from its HTML and loads its images first; once the window has loaded and the next
// frame has painted (so the largest image is on screen), the app's script follows and
// hydrates the page. Without JavaScript, or if the script cannot load, the page stays
// readable and its links still work. The prerender writes this file hashed into
// `<outDir>/assets/`.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    import(entry);
  }
  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
})();
