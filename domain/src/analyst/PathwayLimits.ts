/**
 * What the pathways a person is on forbid the rest of their report
 * (Pathways.ts), worked out once per profile (OncePerProfile.ts): every
 * section, the snapshot, Start here and the timelines ask for it, and each
 * answer runs every pathway's test more than once. The report's rules ask
 * here, not Pathways.ts.
 */
import { oncePerProfile } from "./OncePerProfile.ts"
import { linesNeverBeside, rulesSuperseded } from "./pathways/Pathways.ts"

/** What no line of this person's report may say (Pathways.ts's linesNeverBeside). */
export const forbiddenLines = oncePerProfile(linesNeverBeside)

/** The rule ids the pathways this person is on take the place of (Pathways.ts's rulesSuperseded). */
export const supersededRules = oncePerProfile(rulesSuperseded)
