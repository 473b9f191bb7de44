/**
 * Registers the service worker (/sw.js, generated after the build by scripts/service-worker.ts)
 * so that the referee and the rule pages work offline after a first visit. Production builds
 * only: the dev server has no sw.js. Where service workers are unavailable (an old browser,
 * a private window that forbids them, a file:// page) or registration fails, the page simply
 * stays an online page: nothing is thrown and nothing is logged as an error.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  if (!('serviceWorker' in navigator)) return;
  // After the page's own load, so that precaching does not compete with the first paint. (This
  // module runs before the load event, as every module script of the page does.)
  window.addEventListener(
    'load',
    () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    },
    { once: true },
  );
}

registerServiceWorker();
