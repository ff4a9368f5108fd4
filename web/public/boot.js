// Starts loading the code of the screen the address opens, beside the entry chunk instead of after
// it (docs/runtime.md §3): reads the files of each screen by route, which the build wrote into
// index.html (web/build/route-preload.ts), and adds a preload link for each file of the route
// that matches the address's hash (`/projekt/:id` matches any one segment there).
(function () {
  var data = document.getElementById('route-preloads');
  if (!data) return;
  var routes = JSON.parse(data.textContent || '{}');
  var segments = (location.hash.replace(/^#/, '').split(/[?#]/)[0] || '/').split('/');
  var files;
  Object.keys(routes).some(function (route) {
    var parts = route.split('/');
    var matches = parts.length === segments.length && parts.every(function (part, i) {
      return part.charAt(0) === ':' ? segments[i] !== '' : part === segments[i];
    });
    if (matches) files = routes[route];
    return matches;
  });
  (files || []).forEach(function (file) {
    var link = document.createElement('link');
    var css = /\.css$/.test(file);
    link.rel = css ? 'preload' : 'modulepreload';
    if (css) link.setAttribute('as', 'style');
    link.crossOrigin = '';
    link.href = '/' + file;
    document.head.appendChild(link);
  });
})();
