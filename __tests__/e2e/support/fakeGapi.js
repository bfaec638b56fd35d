/* global window, document, setTimeout, setInterval, clearInterval, URL */
/*
 * Test-only stand-in for https://apis.google.com/js/api.js, which headless Chromium here cannot
 * reach. It implements the slice of gapi.iframes that the Firebase Auth SDK (in the app) and the
 * Auth emulator's helper iframe use to talk to each other, over window.postMessage.
 */
(function () {
  var TAG = '__gridlineFakeGapi';
  var nextId = 0;
  var pending = {};

  function Channel(target) {
    this.target = target;
    this.handlers = {};
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = ++nextId;
    if (callback) pending[id] = callback;
    this.target().postMessage({ tag: TAG, kind: 'send', id: id, name: name, data: data }, '*');
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };
  Channel.prototype.ping = function (callback) {
    var target = this.target;
    return new Promise(function (resolve) {
      var id = ++nextId;
      var timer = setInterval(function () {
        target().postMessage({ tag: TAG, kind: 'ping', id: id }, '*');
      }, 100);
      pending[id] = function () {
        clearInterval(timer);
        if (callback) callback();
        resolve();
      };
    });
  };

  var channels = [];
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.tag !== TAG) return;
    if (message.kind === 'reply' || message.kind === 'pong') {
      var callback = pending[message.id];
      delete pending[message.id];
      if (callback) callback(message.responses);
      return;
    }
    if (message.kind === 'ping') {
      event.source.postMessage({ tag: TAG, kind: 'pong', id: message.id }, '*');
      return;
    }
    for (var i = 0; i < channels.length; i++) {
      var handler = channels[i].handlers[message.name];
      if (handler && channels[i].target() === event.source) {
        event.source.postMessage({ tag: TAG, kind: 'reply', id: message.id, responses: [handler(message.data)] }, '*');
        return;
      }
    }
  });

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      frame.src = options.url;
      frame.setAttribute('aria-hidden', 'true');
      frame.style.position = 'absolute';
      frame.style.width = '1px';
      frame.style.height = '1px';
      frame.style.left = '-100px';
      (options.where || document.body).appendChild(frame);
      var channel = new Channel(function () {
        return frame.contentWindow;
      });
      channels.push(channel);
      return onOpen(channel);
    },
    getParentIframe: function () {
      var channel = new Channel(function () {
        return window.parent;
      });
      channels.push(channel);
      return channel;
    },
  };

  window.gapi = {
    load: function (_name, options) {
      setTimeout(function () {
        (typeof options === 'function' ? options : options.callback)();
      }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
      Iframe: function () {},
      getContext: function () {
        return context;
      },
    },
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
