// Runs this folder's tests without the shared template database (while another module's seed is broken
// in the shared tree): `npx vitest run --config tests/modules/recycle/local.vitest.config.ts tests/modules/recycle`.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../../../vitest.config';

const config = mergeConfig(base, defineConfig({}));
config.test!.globalSetup = [];
export default config;
