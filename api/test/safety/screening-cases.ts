import { AT_RISK_CASES } from './screening-cases-at-risk.ts';
import { LATER_CASES } from './screening-cases-later.ts';
import { NOT_AT_RISK_CASES } from './screening-cases-not-at-risk.ts';
import type { ScreeningCase } from './screening-case-types.ts';

export type { CaseKind, ScreeningCase } from './screening-case-types.ts';

/** The whole labelled set, in the order it was written. */
export const SCREENING_CASES: ScreeningCase[] = [...AT_RISK_CASES, ...NOT_AT_RISK_CASES, ...LATER_CASES];
