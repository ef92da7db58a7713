import { sampleFrame } from './codec.ts';
import { decode } from '../packages/gb32960/src/index.js';
const f = sampleFrame();
let s = 0;
for (let k = 0; k < 5; k++) {
  const t0 = performance.now();
  for (let i = 0; i < 200000; i++) { const r = decode(f); if (r.ok) s += r.frame.length; }
  console.log('fps', Math.round(200000 / (performance.now() - t0) * 1000));
}
console.log(f.length, s > 0);
