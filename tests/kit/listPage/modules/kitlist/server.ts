// The test module's seed: two provinces with two cities each, two vendors, eight devices.
import { defineModuleServer } from '../../../../../kit/resource';

export default defineModuleServer({
  seed: () => ({
    province: [{ provinceName: '浙江省' }, { provinceName: '江苏省' }],
    city: [
      { cityName: '杭州市', provinceId: 1 },
      { cityName: '宁波市', provinceId: 1 },
      { cityName: '南京市', provinceId: 2 },
      { cityName: '苏州市', provinceId: 2 },
    ],
    vendor: [
      { vendorCode: 'HK', vendorName: '海康威视' },
      { vendorCode: 'DH', vendorName: '大华股份' },
    ],
    device: [
      { deviceCode: 'G-001', kind: 'gps', online: true, status: 'normal', provinceId: 1, cityId: 1, vendor: 'HK', battery: 87, installedOn: '2026-01-10' },
      { deviceCode: 'G-002', kind: 'gps', online: false, status: 'fault', provinceId: 1, cityId: 2, vendor: 'DH', installedOn: '2026-02-15' },
      { deviceCode: 'G-003', kind: 'gps', online: false, status: 'normal', provinceId: 2, cityId: 3, vendor: 'HK', installedOn: '2026-03-20' },
      { deviceCode: 'G-004', kind: 'gps', online: true, status: 'repair', provinceId: 2, cityId: 4, vendor: 'DH', installedOn: '2026-04-25' },
      { deviceCode: 'C-001', kind: 'camera', online: true, status: 'normal', provinceId: 1, cityId: 1, vendor: 'HK', installedOn: '2026-01-05' },
      { deviceCode: 'C-002', kind: 'camera', online: false, status: 'fault', provinceId: 1, cityId: 1, vendor: 'HK', installedOn: '2026-02-20' },
      { deviceCode: 'C-003', kind: 'camera', online: true, status: 'normal', provinceId: 2, cityId: 3, vendor: 'DH', installedOn: '2026-03-01' },
      { deviceCode: 'C-004', kind: 'camera', online: false, status: 'normal', provinceId: 2, cityId: 4, vendor: 'DH' },
    ],
  }),
});
