export * from './strategy';
export * from './records';
export * from './terminal';
