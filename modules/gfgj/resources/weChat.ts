// 微信绑定: the WeChat accounts bound to app users (the app binds them; the back office lists and
// unbinds). user/userWeChatList, user/deleteWeChat.
import { datetime, defineResource, reference, text } from '../../../kit/resource';
import { gfgj } from '../paths';

export const weChat = defineResource({
  id: 'weChat',
  title: 'gfgj.weChat',
  api: { list: gfgj('user/userWeChatList'), remove: gfgj('user/deleteWeChat') },
  fields: {
    appUserId: reference({ resource: 'appUser', display: 'userName', required: true, filter: true }),
    nickName: text({ max: 30, filter: true }),
    openId: text({ required: true, max: 40, filter: true }),
    boundAt: datetime({ filter: 'range', sortable: true }),
  },
  unique: ['openId'],
  display: 'openId',
  defaultSort: { field: 'boundAt', order: 'desc' },
});
