/** The homes' summaries; every one of them is refetched whenever a home opens. */
export const DASHBOARD_KEY = ["dashboard"] as const;

/**
 * A summary is read afresh on each visit of its home (the figures move with everyone's work); within
 * a few seconds, the cards that mount once the home's summary has answered share that answer.
 */
export const SUMMARY_STALE_TIME = 5_000;
