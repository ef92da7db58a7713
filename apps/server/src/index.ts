export { buildApp } from './app';
export { loadConfig, testConfig } from './config';
