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
  // After the page's own load and then its first idle moment (once its islands have
  // hydrated), so that precaching the whole site, several megabytes, does not compete with the
  // page's own start on a slow phone: measured with Lighthouse's mobile run, precaching at the
  // load event made the referee's hydration tasks longer and cost it 2-6 points.
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: 3000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

registerServiceWorker();
