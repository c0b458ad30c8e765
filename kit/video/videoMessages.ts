// The video components' texts (kit/video), zh-CN and en-US on one line each.
import { catalogueFromPairs } from '../i18n';

export const videoMessages = catalogueFromPairs({
  'kit.video.department': ['部门', 'Departments'],
  'kit.video.vehicle': ['车辆', 'Vehicles'],
  'kit.video.facility': ['设施', 'Facilities'],
  'kit.video.online': ['在线', 'online'],
  'kit.video.offline': ['离线', 'offline'],
  'kit.video.live': ['直播', 'live'],
  'kit.video.none': ['请选择要播放的录像或直播', 'Choose a recording or a live stream to play'],
  'kit.video.hlsNeedsLibrary': [
    '此浏览器不能直接播放 HLS 直播流（.m3u8）：需要为播放器配置 HLS 播放库（如 hls.js），请联系管理员',
    'This browser cannot play HLS live streams (.m3u8) by itself: an HLS player library (such as hls.js) must be configured for the player; ask your administrator',
  ],
  'kit.video.typeUnsupported': ['此浏览器不能播放这种视频（{type}）', 'This browser cannot play this kind of video ({type})'],
  'kit.video.failed': ['视频加载失败：{reason}', 'The video could not be loaded: {reason}'],
  'kit.video.snapshots': ['抓拍告警', 'Snapshot alarms'],
  'kit.video.noSnapshots': ['暂无抓拍告警', 'No snapshot alarms'],
  'kit.video.open': ['查看', 'View'],
  'kit.video.close': ['关闭', 'Close'],
  'kit.video.kind.overflow': ['垃圾满溢', 'Overflowing bin'],
  'kit.video.kind.intrusion': ['人员闯入', 'Intrusion'],
  'kit.video.kind.smoke': ['吸烟', 'Smoking'],
  'kit.video.kind.fire': ['烟火', 'Fire or smoke'],
  'kit.video.kind.parking': ['违规停车', 'Illegal parking'],
});
