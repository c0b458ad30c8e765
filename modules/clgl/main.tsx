// The vehicle management page: runs in a shell tab, alone in a window (token from the URL) or in a portal.
// The React tree is loaded as its own chunk (see README.md, "Build").
const root = document.getElementById('root');
if (root) void import('./app').then((m) => m.start(root));
