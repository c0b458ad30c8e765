/** The device store's messages (zh-CN), beside server/core/messages.ts, for the device calls. */
export const deviceMessages = {
  keyMissing: 'x-device-key：缺少设备密钥',
  keyWrong: '设备不存在或设备密钥不正确',
  notFound: (id: string) => `设备不存在：${id}`,
  codeTaken: (code: string) => `code：设备编号已存在（${code}）`,
  timeOrder: 'to：结束时间必须晚于开始时间',
  rangeTooLong: (days: number) => `to：查询范围不能超过${days}天`,
  future: (i: number) => `readings.${i}.t：时间不能晚于服务器当前时间10分钟以上`,
  tooOld: (i: number, days: number) => `readings.${i}.t：时间早于保留期（${days}天）`,
  ruleEmpty: 'min、max：至少填写一个阈值',
  ticketWrong: '实时数据连接凭证无效或已使用，请重新连接',
  ruleOrder: 'max：上限不能小于下限',
};
