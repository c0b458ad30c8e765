// Not committed: runs this folder's tests without the shared template (others' work in progress).
import { defineConfig } from 'vitest/config';
import base from '../../../vitest.config';

export default defineConfig({ ...base, root: '/work/main', test: { ...base.test, globalSetup: [] } });
