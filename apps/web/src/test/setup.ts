// Runs before each unit-test file: unmount what a test rendered and forget what it stored.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
