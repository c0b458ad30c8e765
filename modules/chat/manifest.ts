// 调度群聊 (chat, issue 27 "Group chat") in 城市管理: the dispatch room's channels per team, area and work
// order, direct messages, mentions, unread counts, files and linked objects, live on every instance. The
// calls are the platform's (server/http/routes/chat.ts, docs/chat.md); this module is their page.
import { defineModule, group, screen } from '../../kit/manifest';
import { chatMessages } from './messages';

export default defineModule({
  id: 'chat',
  title: 'chat.module',
  messages: chatMessages,
  systems: ['csgl'],
  specAreas: ['chat'],
  order: 11,
  menu: [
    group('command', { title: 'chat.menu.command', icon: 'radar-chart' }, [
      screen('room', { title: 'chat.menu.room', icon: 'team' }),
    ]),
  ],
});
