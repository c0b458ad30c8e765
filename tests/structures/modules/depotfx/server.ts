// The fixture's demo rows: two storehouses, a material type tree, materials.
import { defineModuleServer } from '../../../../kit/resource';

export default defineModuleServer({
  seed: () => ({
    storehouse: [{ storehouseName: '一号仓' }, { storehouseName: '二号仓' }],
    materialType: [{ typeName: '配件' }, { typeName: '紧固件', parentId: 1 }, { typeName: '油料' }],
    material: [
      { materialName: '螺丝M8', typeId: 2, unit: '个' },
      { materialName: '机油5W-30', typeId: 3, unit: '升' },
      { materialName: '刹车片', typeId: 1, unit: '套' },
    ],
  }),
});
