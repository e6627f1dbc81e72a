// Starts the app's scripts once a page the server rendered has been drawn (app/page-document.ts, issue 11): the page
// is readable at once, and the app's scripts (some 200 kB) stop competing with the page's HTML, stylesheets, fonts
// and pictures for a slow phone's bandwidth and CPU before its first paint. A same-origin file: the CSP allows no
// inline script.
(() => {
  const me = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (me.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = me.dataset.entry;
    document.head.append(script);
  };
  // A frame, then a task: after the browser has drawn the page. A hidden tab draws no frame: the timer starts it.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 200);
})();
