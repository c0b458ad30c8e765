// The welcome page every system opens first: a placeholder module until the business modules exist.
// One screen (no catalogue: the page is plain, its texts are in text.ts), the systems' welcome entry.
import { defineModule, screen } from '../../kit/manifest';

export default defineModule({
  id: 'welcome',
  title: { 'zh-CN': '首页', 'en-US': 'Home' },
  systems: ['hwyy', 'clgl', 'ljfl', 'csgl', 'zhgl'],
  order: 0,
  menu: [screen('home', { title: { 'zh-CN': '首页', 'en-US': 'Home' }, route: '/', icon: 'home', welcome: true })],
});
