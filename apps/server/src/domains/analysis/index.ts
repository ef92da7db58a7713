import { defineDomain } from '../../engine/domain';
import { analysisJobs } from './jobs';
import { analysisMoreRoutes } from './more-routes';
import { analysisRoutes } from './routes';

/** Statistics and reports (001 §2 Analysis, §7): figures from daily rollups of the fleet's history. */
export const analysisDomain = defineDomain({
  name: 'analysis',
  jobs: analysisJobs,
  routes(app, { ctx }) {
    analysisRoutes(app, ctx);
    analysisMoreRoutes(app, ctx);
  },
});

/** The ingest step that marks the days to roll up (INGEST_STEPS in app.ts); the job rolls them up. */
export { analysisIngestStep } from './step';
export { rollupMarked } from './jobs';
/** A day rebuilt from history (the demo seed's backfill, tests). */
export { MEASURE_COLUMNS, rebuildDay, rollupDays, sumGroups } from './rollup';
