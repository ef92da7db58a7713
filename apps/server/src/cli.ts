import { loadConfig } from './config';
import { buildApp } from './app';

/** `npm start` / `node --import tsx apps/server/src/cli.ts [--role api|gateway|worker]` */
async function main() {
  const args = process.argv.slice(2);
  const roleIndex = args.indexOf('--role');
  const env = { ...process.env };
  if (roleIndex >= 0 && args[roleIndex + 1]) env.ROLE = args[roleIndex + 1];
  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  const server = await buildApp({ config });
  // Gateway-only and worker-only processes serve no HTTP.
  if (config.roles.has('api')) await server.app.listen({ port: config.PORT, host: config.HOST });
  const shutdown = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
