/**
 * The demo HR source the server ships (no outside HR system): what the HR system of the demo
 * tenant hzhj says today. Against the seed it adds a company and a cleaning team with two people,
 * moves a leader's phone and promotes a cleaner, so a sync has something to show.
 */
import type { EhrDocument } from './ehr';

const hzhj: EhrDocument = {
  departments: [
    { code: 'HZHJ', name: '杭州城市环境集团有限公司', parentCode: null, type: 'company', leader: '张建国', phone: '0571-87010001' },
    { code: 'HZHJ-ZS', name: '杭州城环再生资源有限公司', parentCode: 'HZHJ', type: 'company', leader: '钱卫民', phone: '0571-87010020' },
    { code: 'HZHJ-ZHB', name: '综合办公室', parentCode: 'HZHJ', type: 'dept', leader: '周晓燕', phone: '0571-87010002' },
    { code: 'HZHJ-YYB', name: '环卫运营部', parentCode: 'HZHJ', type: 'dept', leader: '李明', phone: '0571-87010003' },
    { code: 'HZHJ-BJ1', name: '道路保洁一队', parentCode: 'HZHJ-YYB', type: 'dept', leader: '王芳', phone: '0571-87010004' },
    { code: 'HZHJ-BJ2', name: '道路保洁二队', parentCode: 'HZHJ-YYB', type: 'dept', leader: '孙立伟', phone: '0571-87010015' },
    { code: 'HZHJ-BJ3', name: '道路保洁三队', parentCode: 'HZHJ-YYB', type: 'dept', leader: '钱丽', phone: '0571-87010016' },
    { code: 'HZHJ-CLZX', name: '车辆管理中心', parentCode: 'HZHJ', type: 'dept', leader: '赵磊', phone: '0571-87010006' },
    { code: 'HZHJ-FLZX', name: '垃圾分类指导中心', parentCode: 'HZHJ', type: 'dept', leader: '吴婷', phone: '0571-87010007' },
    { code: 'HZHJ-AQB', name: '安全生产部', parentCode: 'HZHJ', type: 'dept', leader: '郑海涛', phone: '0571-87010008' },
  ],
  staff: [
    { code: 'HJ0001', name: '张建国', deptCode: 'HZHJ', gender: '男', phone: '13805710001', job: '总经理', entryDate: '2012-03-01' },
    { code: 'HJ0002', name: '李明', deptCode: 'HZHJ-YYB', gender: '男', phone: '13805710002', job: '运营部经理', entryDate: '2015-07-15' },
    { code: 'HJ0003', name: '王芳', deptCode: 'HZHJ-BJ1', gender: '女', phone: '13805710003', job: '保洁队长', entryDate: '2016-09-01' },
    { code: 'HJ0004', name: '赵磊', deptCode: 'HZHJ-CLZX', gender: '男', phone: '13805710004', job: '车管主任', entryDate: '2014-04-20' },
    { code: 'HJ0005', name: '周晓燕', deptCode: 'HZHJ-ZHB', gender: '女', phone: '13805710005', job: '办公室主任', entryDate: '2013-11-11' },
    { code: 'HJ0006', name: '孙立伟', deptCode: 'HZHJ-BJ2', gender: '男', phone: '13805710006', job: '保洁队长', entryDate: '2017-02-06' },
    { code: 'HJ0007', name: '吴婷', deptCode: 'HZHJ-FLZX', gender: '女', phone: '13805710007', job: '分类督导', entryDate: '2019-05-27' },
    { code: 'HJ0008', name: '郑海涛', deptCode: 'HZHJ-AQB', gender: '男', phone: '13805710008', job: '安全员', entryDate: '2018-08-08' },
    { code: 'HJ0009', name: '刘桂英', deptCode: 'HZHJ-BJ1', gender: '女', phone: '13805710009', job: '保洁班长', entryDate: '2020-03-16' },
    { code: 'HJ0010', name: '陈德顺', deptCode: 'HZHJ-BJ1', gender: '男', phone: '13805710010', job: '保洁员', entryDate: '2021-06-01' },
    { code: 'HJ0011', name: '杨卫东', deptCode: 'HZHJ-CLZX', gender: '男', phone: '13805710011', job: '驾驶员', entryDate: '2018-10-10' },
    { code: 'HJ0012', name: '何建华', deptCode: 'HZHJ-CLZX', gender: '男', phone: '13805710012', job: '驾驶员', entryDate: '2019-12-02' },
    { code: 'HJ0013', name: '钱丽', deptCode: 'HZHJ-BJ3', gender: '女', phone: '13805710013', job: '保洁队长', entryDate: '2026-10-08' },
    { code: 'HJ0014', name: '冯小军', deptCode: 'HZHJ-BJ3', gender: '男', phone: '13805710014', job: '保洁员', entryDate: '2026-10-08' },
  ],
};

/** The demo HR source by tenant code; a tenant without one must upload its source. */
export const EHR_DEMO: Record<string, EhrDocument> = { hzhj };
