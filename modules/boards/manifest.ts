// 终端大屏 (boards: business.md "Other boards"; zd: "terminal real-time board") in the 垃圾分类 system:
// the terminals' real-time wall screen — energy use, map positions, plants, terminal data.
import { defineModule, group, screen } from '../../kit/manifest';
import { boardsMessages } from './messages';

export default defineModule({
  id: 'boards',
  title: 'boards.module',
  messages: boardsMessages,
  systems: ['ljfl'],
  specAreas: ['boards', 'zd'],
  order: 38,
  menu: [
    group('screens', { title: 'boards.menu.screens', icon: 'fund' }, [
      // A wall display (1920×1080): the menu opens it alone in a new window.
      screen('terminalBoard', { title: 'boards.menu.terminal', icon: 'fund', openMode: 'window' }),
    ]),
  ],
});
