/** Every table, for drizzle-kit and for typed queries. Domains add their schema files here. */
export * from '../domains/system/schema';
export * from '../platform/auth/schema';
export * from '../domains/message/schema';
export * from '../domains/file/schema';
export * from '../domains/model/schema';
export * from '../domains/model/mapper-schema';
export * from '../domains/terminal/schema';
export * from '../domains/terminal/records-schema';
export * from '../domains/vehicle/schema';
export * from '../domains/vehicle/mes-schema';
export * from '../domains/telemetry/schema';
export * from '../domains/control/schema';
export * from '../domains/ne-vehicle/schema';
export * from '../domains/adjust/schema';
export * from '../domains/filing/schema';
export * from '../domains/signal/schema';
export * from '../domains/monitor/schema';
