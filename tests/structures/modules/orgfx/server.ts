// The fixture's demo rows: a department tree with cars, a category tree.
import { defineModuleServer } from '../../../../kit/resource';

export default defineModuleServer({
  seed: ({ index }) => ({
    dept: [
      { deptName: index ? '西湖环卫' : '城市环境集团' },
      { deptName: '一分公司', parentId: 1, sort: 1 },
      { deptName: '二分公司', parentId: 1, sort: 2 },
      { deptName: '清运一队', parentId: 2, sort: 1 },
      { deptName: '清运二队', parentId: 2, sort: 2 },
    ],
    category: [
      { code: 'HJ', name: '环境' },
      { code: 'HJ01', name: '道路积水', parentCode: 'HJ' },
      { code: 'HJ02', name: '垃圾堆放', parentCode: 'HJ' },
      { code: 'SS', name: '设施' },
    ],
    car: [
      { carNo: index ? '浙A·X0001' : '浙A·D1001', deptId: 4 },
      { carNo: index ? '浙A·X0002' : '浙A·D1002', deptId: 5 },
      { carNo: index ? '浙A·X0003' : '浙A·D1003', deptId: 3 },
    ],
  }),
});
