// Texts of the area's menu and special screens, zh-CN and en-US.
export const screenTexts = {
  'ljszy.module': ['垃圾收运专业', 'Landfill and sanitation'],
} as const;
