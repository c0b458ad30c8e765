// The home page every system opens first (首页): the user's subscribed and recent pages and the
// system's figures of the day, each a link into the page behind it.
import { defineModule, screen } from '../../kit/manifest';
import { welcomeMessages } from './messages';

export default defineModule({
  id: 'welcome',
  title: 'welcome.module',
  messages: welcomeMessages,
  systems: ['hwyy', 'clgl', 'ljfl', 'csgl', 'zhgl'],
  order: 0,
  menu: [screen('home', { title: 'welcome.home', route: '/', icon: 'home', welcome: true })],
});
