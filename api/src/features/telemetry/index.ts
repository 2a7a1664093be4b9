/** What other features may use of telemetry: the admin dashboard's summary. */
export { createTelemetryRepository } from './telemetry-repository.ts';
