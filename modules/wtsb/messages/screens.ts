// Texts of the area's menu and special screens, zh-CN and en-US.
export const screenTexts = {
  'wtsb.module': ['问题上报', 'Problem reporting'],
} as const;
