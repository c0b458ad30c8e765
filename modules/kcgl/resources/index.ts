// The warehouse's resources (kcgl = 仓库管理, spec area kcglnew): read by its page and by the server
// engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { kcglMessages } from '../messages';
import { material, materialGoods } from './material';
import { materialSpec, materialSpecDetail } from './materialSpec';
import { materialType } from './materialType';
import { materialUnit } from './materialUnit';
import { stockIn, stockInLine, stockInPosted, stockInReversed, stockOut, stockOutLine, stockOutPosted, stockOutReversed } from './orders';
import { materialLedger, stockSheet, storehouseWarning } from './reports';
import { stock } from './stock';
import { disabledLocations, enabledLocations, storageLocation } from './storageLocation';
import { storehouse } from './storehouse';
import { supplier } from './supplier';
import { warningRule } from './warningRule';

export default defineModuleResources({
  module: 'kcgl',
  messages: kcglMessages,
  resources: [
    storehouse,
    storageLocation,
    materialUnit,
    materialSpec,
    materialSpecDetail,
    materialType,
    supplier,
    material,
    materialGoods,
    stock,
    stockIn,
    stockInLine,
    stockOut,
    stockOutLine,
    warningRule,
  ],
  reports: [stockSheet, materialLedger, storehouseWarning],
  views: [enabledLocations, disabledLocations, stockInPosted, stockInReversed, stockOutPosted, stockOutReversed],
});
