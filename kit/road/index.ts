/**
 * Road work measured from vehicle tracks: the rules both road modules (dlbj 道路保洁, jxbjnew 机械保洁)
 * share. Pure functions, no I/O: callers read tracks from the device store
 * (`devices.readings(id, ['lng','lat','speed'], { from, to })` → TrackPoint[]) and pass them in.
 *
 * - `roadCompletion(road, track, { tolerance, from, to, passes? })`: the share (0–1) of a road's length
 *   covered by the track within the tolerance (m, inclusive) during the window, with each sample's
 *   covered/visits; `coverageRuns` cuts the road into covered/uncovered pieces for a map. A null track
 *   (no device, no readings) gives null (unknown, shown "--"); an empty track gives 0.
 * - Deviations: `belowTarget(completion)` (< 90 %), `offLine(track, line, { minMs })` (farther than
 *   tolerance from every road of the line for longer than minMs), `speeding(track, maxKmh, …)` (over the
 *   work rule, e.g. washing ≤ 15 km/h).
 * - `emptyRunning(track, plan)`: (total km − working km) / total km, null when total is 0.
 * - `demoRoads(index)`: the demo city's roads (grade, class, geometry on the base map roads the demo
 *   vehicles drive, length, width, area, passes per job, tolerance) for the modules' seeds.
 * - `DEMO_VEHICLES`, `demoVehicleAt(v, t)`: the demo vehicles' positions at any time (the device store's
 *   demo model, server/services/demoDevices.ts), for seeds that measure days before the store's readings.
 * - `pathLength`, `slicePath`: metres along a [lng, lat] polyline.
 */
export { roadCompletion, coverageRuns } from './completion';
export type { TrackPoint, CompletionOptions, Coverage } from './completion';
export { belowTarget, offLine, speeding, emptyRunning, COMPLETION_TARGET } from './deviation';
export type { RoadLine, Episode } from './deviation';
export { demoRoads, ROAD_JOBS } from './demoRoads';
export type { DemoRoad, RoadJob } from './demoRoads';
export { DEMO_VEHICLES, demoVehicleAt } from './demoTracks';
export type { DemoVehicle } from './demoTracks';
export { pathLength, slicePath } from './geometry';
