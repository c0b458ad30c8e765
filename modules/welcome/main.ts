// Placeholder module page: proves a module is built as its own page. The bridge issue connects it to the host.
const root = document.getElementById('root');
if (root) root.textContent = '欢迎使用城市公共服务 MES 管理平台';
