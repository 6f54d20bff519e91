// Offline stand-in for Google's api.js, served to the browser by Playwright routing.
// Firebase Auth's popup flow and the Auth emulator's iframe use only gapi.load('gapi.iframes')
// and a message channel (open / getParentIframe, register / send / ping / restyle).
(function () {
  var handlers = {};
  var waiting = {};
  var pending = {};
  var seq = 0;

  function answer(source, id, name, data) {
    Promise.resolve(handlers[name](data)).then(function (result) {
      source.postMessage({ __gapiStandIn: 'res', id: id, responses: [result] }, '*');
    });
  }

  window.addEventListener('message', function (event) {
    var m = event.data;
    if (!m || !m.__gapiStandIn) return;
    if (m.__gapiStandIn === 'req') {
      if (handlers[m.name]) answer(event.source, m.id, m.name, m.data);
      else (waiting[m.name] = waiting[m.name] || []).push([event.source, m.id, m.data]);
    } else if (m.__gapiStandIn === 'res') {
      var callback = pending[m.id];
      delete pending[m.id];
      try {
        if (callback) callback(m.responses);
      } catch (error) {
        console.debug('gapi stand-in callback threw', error);
      }
    }
  });

  function channel(target, loaded) {
    return {
      register: function (name, handler) {
        handlers[name] = handler;
        (waiting[name] || []).forEach(function (w) {
          answer(w[0], w[1], name, w[2]);
        });
        delete waiting[name];
      },
      send: function (name, data, callback) {
        var id = ++seq;
        pending[id] = callback;
        loaded.then(function () {
          target().postMessage({ __gapiStandIn: 'req', id: id, name: name, data: data }, '*');
        });
      },
      ping: function (callback) {
        return loaded.then(function () {
          if (callback) callback();
        });
      },
      restyle: function () {
        return Promise.resolve();
      },
    };
  }

  window.gapi = {
    load: function (_name, options) {
      (typeof options === 'function' ? options : options.callback)();
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: 'cross-origin',
      Iframe: function () {},
      getContext: function () {
        return {
          open: function (options, onOpen) {
            var frame = document.createElement('iframe');
            frame.style.cssText = 'position:absolute;width:1px;height:1px;left:-9999px;top:-9999px;border:0';
            var loaded = new Promise(function (resolve) {
              frame.addEventListener('load', resolve);
            });
            frame.src = options.url;
            options.where.appendChild(frame);
            var iframe = channel(function () {
              return frame.contentWindow;
            }, loaded);
            return onOpen ? onOpen(iframe) : Promise.resolve(iframe);
          },
          getParentIframe: function () {
            return channel(function () {
              return window.parent;
            }, Promise.resolve());
          },
        };
      },
    },
  };

  var script = document.currentScript;
  var onload = script && /[?&]onload=([^&]+)/.exec(script.src);
  if (onload && typeof window[onload[1]] === 'function') window[onload[1]]();
  if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
