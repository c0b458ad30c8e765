// Resource categories (资源品类): two levels — a category (废纸, 废塑料, 废金属 …) and its sub-categories
// (黄板纸, PET瓶 …), each with its unit and reference price. One tree: pageList pages every node,
// getCategoryList answers the categories with their sub-categories nested (the tree call), subPageList
// pages and getSubCategoryList lists the sub-categories (optionally of one `parentId`).
import { defineResource, defineView, enumOf, money, number, reference, text } from '../../../kit/resource';
import { R } from './paths';

export const resourcesCategory = defineResource({
  id: 'resourcesCategory',
  title: 'recycle.category',
  api: { list: R('resourcesCategory', 'pageList'), upsert: R('resourcesCategory', 'saveOrUpdate'), remove: R('resourcesCategory', 'delete') },
  fields: {
    categoryName: text({ required: true, max: 20, filter: true, sortable: true }),
    parentId: reference({ resource: 'resourcesCategory', display: 'categoryName', filter: true, help: 'recycle.category.parentHelp' }),
    level: enumOf({ source: 'level', form: false, import: false, filter: true }),
    unit: enumOf({ source: 'unit', required: true, default: 'kg' }),
    refPrice: money({ max: 100_000, help: 'recycle.category.refPriceHelp' }),
    sort: number({ integer: true, min: 0, max: 9999, default: 0 }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['categoryName'],
  display: 'categoryName',
  defaultSort: { field: 'sort', order: 'asc' },
  tree: { parent: 'parentId', order: 'sort', api: R('resourcesCategory', 'getCategoryList') },
});

/** The sub-categories (level 2): the lines' choices. */
export const subCategory = defineView(resourcesCategory, {
  id: 'subCategory',
  title: 'recycle.subCategory',
  filters: { level: 'sub' },
  api: { list: R('resourcesCategory', 'subPageList'), all: R('resourcesCategory', 'getSubCategoryList') },
});
