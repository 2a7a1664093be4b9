/** What other features may use of chat: the safety report's counts (never content). */
export { safetyReport, safetyReportCsv } from './safety-report.ts';
