import { expect, it } from 'vitest';
import { Periodic } from '../src/periodic';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

it('keeps its period on a busy process, where setInterval falls behind', async () => {
  // other work holds the event loop 40 ms out of every 60, so most calls come late
  const load = setInterval(() => busy(40), 60);
  let calls = 0;
  const timer = new Periodic(100, () => calls++);
  await new Promise((r) => setTimeout(r, 2050));
  timer.stop();
  clearInterval(load);
  // 20 due in 2.05 s; setInterval manages about 16 here
  expect(calls).toBeGreaterThanOrEqual(19);
  expect(calls).toBeLessThanOrEqual(21);
});

it('stops from inside its own call', async () => {
  let calls = 0;
  const timer: Periodic = new Periodic(10, () => {
    calls++;
    timer.stop();
  });
  await new Promise((r) => setTimeout(r, 100));
  expect(calls).toBe(1);
});
