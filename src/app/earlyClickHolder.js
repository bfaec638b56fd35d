// Inlined into every page's <head> at build time (webpack.config.js), its hash in the CSP (server/http/headers.ts):
// it runs before the first paint, so no press on the prerendered page is lost while the app's code loads. A press
// on a button, tab or summary of #root is held; a plain click on a link is held only behind a held press (so the
// two happen in order), otherwise the browser follows it. The app claims the holder when its code runs and
// releases it once React listens (src/app/earlyClicks.ts): each held element is pressed again, once, in order.
// If the app's code never ran by the page's load, the holder lets go and follows the last link held.
(function () {
  var PRESSABLE = 'button, [role="button"], [role="tab"], summary';
  var held = [];
  var claimed = false;
  var holding = true;
  function plainLinkClick(event, link) {
    return (
      event.button === 0 &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.shiftKey &&
      !event.altKey &&
      !link.hasAttribute('download') &&
      (!link.target || link.target === '_self') &&
      link.origin === window.location.origin
    );
  }
  function onClick(event) {
    var root = document.getElementById('root');
    var target = event.target;
    if (!root || !(target instanceof Element)) return;
    var pressed = target.closest(PRESSABLE);
    if (!pressed) {
      var link = target.closest('a[href]');
      pressed = link && held.length > 0 && plainLinkClick(event, link) ? link : null;
    }
    if (!pressed || !root.contains(pressed)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.indexOf(pressed) < 0) held.push(pressed);
  }
  function stop() {
    holding = false;
    document.removeEventListener('click', onClick, true);
    var pressed = held;
    held = [];
    return pressed;
  }
  document.addEventListener('click', onClick, true);
  window.addEventListener('load', function () {
    if (claimed || !holding) return;
    var links = stop().filter(function (element) {
      return element.tagName === 'A';
    });
    if (links.length > 0) window.location.assign(links[links.length - 1].href);
  });
  window.__gridlineEarlyClicks = {
    claim: function () {
      claimed = true;
    },
    release: function () {
      if (!holding) return;
      stop().forEach(function (element) {
        if (element.isConnected) element.click();
      });
    },
  };
})();
