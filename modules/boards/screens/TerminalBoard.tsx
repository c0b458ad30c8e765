/**
 * 终端实时大屏 (boards + zd): the terminals as a kit wall display (kit/screen) — terminal data, energy
 * use, terminals by kind and each terminal's latest reading beside a map of the vehicle terminals
 * (followed live through the device store), the treatment plants (intake today) and the estates.
 * Taken at the screen's moment (asOf), refreshed every 30 s; vehicles without a recent fix are listed
 * under the map as anomalies, never drawn. Definitions: the panels' help and modules/boards/README.md.
 */
import { defineScreen, WallScreen, type ScreenStat } from '../../../kit/screen';

type Terminal = { kind: string; state: string };

export const terminalScreen = defineScreen({
  title: 'boards.screen.title',
  refreshSeconds: 30,
  panels: [
    { key: 'data', title: 'boards.screen.data', help: 'boards.help.data', kind: 'stats', side: 'top', source: 'POST /cloud/zd/jg/api/cp/terminalData' },
    { key: 'energy', title: 'boards.screen.energy', help: 'boards.help.energy', kind: 'series', side: 'left', weight: 1.2, source: 'POST /cloud/zd/jg/api/cp/terminalEnergyConsumption' },
    {
      key: 'kinds',
      title: 'boards.screen.kinds',
      kind: 'pie',
      side: 'left',
      source: 'POST /cloud/zd/jg/api/cp/realTime/deviceBoard.smvc',
      pick: (data) => {
        const rows = (data as Terminal[]) ?? [];
        return [...new Set(rows.map((r) => r.kind))].map((kind) => ({ name: kind, value: rows.filter((r) => r.kind === kind).length }));
      },
    },
    {
      key: 'plants',
      title: 'boards.layer.plants',
      help: 'boards.help.plants',
      kind: 'stats',
      side: 'left',
      weight: 0.8,
      source: 'POST /cloud/zd/jg/api/cp/dealFactoryMapInfo',
      pick: (data): ScreenStat[] => {
        const rows = (data as { value: number | null }[]) ?? [];
        const known = rows.filter((r) => typeof r.value === 'number');
        return [{ label: 'boards.data.plantTonnes', value: known.length ? Math.round(known.reduce((s, r) => s + r.value!, 0) * 100) / 100 : null, unit: 'boards.unit.t' }];
      },
    },
    {
      key: 'realtime',
      title: 'boards.screen.realtime',
      help: 'boards.help.realtime',
      kind: 'table',
      side: 'right',
      source: 'POST /cloud/zd/jg/api/cp/realTime/deviceBoard.smvc',
      columns: [
        { key: 'name', title: 'boards.col.name' },
        { key: 'state', title: 'boards.col.state', translate: true, width: 64 },
        { key: 'reading', title: 'boards.col.reading' },
        { key: 'at', title: 'boards.col.at', width: 64 },
      ],
    },
  ],
  map: {
    title: 'boards.screen.map',
    layers: [
      { key: 'vehicles', title: 'boards.layer.vehicles', color: '#2fd4ff', source: 'POST /cloud/zd/jg/api/cp/productMapPosition', live: { metric: 'fuel', unit: 'boards.unit.litre' } },
      { key: 'plants', title: 'boards.layer.plants', color: '#ffc53d', source: 'POST /cloud/zd/jg/api/cp/dealFactoryMapInfo' },
      { key: 'estates', title: 'boards.layer.estates', color: '#36e2a0', source: 'GET /cloud/zszy/prd/api/board/bidiv/basePosition' },
    ],
  },
});

export function TerminalBoard() {
  return <WallScreen screen={terminalScreen} />;
}
