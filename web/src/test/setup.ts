import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterEach } from 'vitest';

// The tests run on Preact like the built app (vitest.config.ts). Preact runs effects after the next animation
// frame, which jsdom only fakes with a 16 ms timer, so a test that finds an element would not yet see what its
// effects do (the page title, a follow-up request). A browser paints at once; here the effects run on the next
// task, as they do under React.
options.requestAnimationFrame = (callback) => setTimeout(callback, 0);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
