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
  // A hidden tab draws nothing until shown: start now, or when the tab is hidden before its first paint.
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  // When the first contentful paint is reported, that is, once it is on the screen. The end of the frame that drew
  // it (an animation frame, then a task) came some 50 ms earlier: scripts requested then were still loading during
  // the paint. A browser without paint timing starts after a frame; a page that never reports one, after 3 s.
  const paints = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  if (!paints) requestAnimationFrame(() => setTimeout(start, 0));
  else
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
})();
