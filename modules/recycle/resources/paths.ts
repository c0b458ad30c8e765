// The calls of the recycling-sup area (再生资源监管: customers, sites, resource categories, customer
// records, site sorting and handling records, statistics, vehicle trajectories) under /cloud/recycle/;
// POST with any of the spec's payload packings.
export const R = (entity: string, op: string) => `/cloud/recycle/${entity}/${op}`;

/** The calls served by handlers (server/handlers.ts) and called by the screens. */
export const CALLS = {
  detailSave: R('customerRecordDetail', 'saveOrUpdate'),
  detailDelete: R('customerRecordDetail', 'delete'),
  siteCount: R('statistics', 'customerSiteCount'),
  customerStats: R('statistics', 'customerStatistical'),
  siteStats: R('statistics', 'siteStatistical'),
  data: R('statistics', 'customerSiteData'),
  dataDetail: R('statistics', 'customerSiteDataDetail'),
  trajectory: R('vehicle', 'trajectory'),
  trackData: R('vehicle', 'trackData'),
} as const;
