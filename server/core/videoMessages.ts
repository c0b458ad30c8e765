/** Messages of the video calls (zh-CN), beside deviceMessages.ts. */
export const videoMessages = {
  cameraNotFound: (id: string) => `cameraId：摄像头不存在（${id}）`,
  fileNotFound: (id: string) => `fileId：文件不存在（${id}）`,
  notVideo: (name: string) => `fileId：${name}不是视频文件（只能是 WebM 或 MP4）`,
  notImage: (name: string) => `fileId：${name}不是图片文件`,
  groupKind: 'groupKind：只能是 department（部门）、vehicle（车辆）或 facility（设施）',
  streamUrl: 'streamUrl：直播地址必须是本站路径或 http(s) 地址，且以 .m3u8 结尾',
  lngLat: 'lng、lat：经度、纬度要一起填写',
};
