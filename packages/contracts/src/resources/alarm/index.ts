export * from './strategy';
export * from './records';
