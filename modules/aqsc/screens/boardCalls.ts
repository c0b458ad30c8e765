// The calls of 安全看板 (screens/SafetyBoard.tsx), one place for the board and the coverage test.
import { safety } from '../resources/paths';

export const BOARD = {
  summary: safety('board', 'summary'),
  levels: safety('board', 'levels'),
  trend: safety('board', 'trend'),
  alarms: safety('board', 'alarms'),
  ranking: safety('board', 'ranking'),
} as const;
