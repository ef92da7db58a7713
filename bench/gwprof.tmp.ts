import { run } from './gateway';
const figures = await run();
for (const f of figures) console.log(f.name, f.value, f.unit);
process.exit(0);
