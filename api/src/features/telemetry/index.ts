/** What other features may use of telemetry: the admin dashboard's summary. */
export { telemetryRepository } from './telemetry-repository.ts';
