/* global window */
// Registers the service worker once the app has started and the browser is idle: it is not needed
// for the first screen, and registering competes with start-up work on slow phones.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', function () {
    setTimeout(function () {
      var register = function () {
        navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(function (error) {
          console.warn('service worker not registered', error);
        });
      };
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
      else register();
    }, 4000);
  });
}
