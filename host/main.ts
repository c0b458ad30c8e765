// Placeholder host page until the shell issue builds host/ completely.
const root = document.getElementById('root');
if (root) root.textContent = '城市公共服务MES管理平台';
