// Watch time the server credits (issue 11; docs/product.md "Watch time"): the numbers the player and the
// API both live by. The player sends a heartbeat while a lesson plays; the server credits the wall-clock
// time between two heartbeats of the learner's one playing session, never more than CREDIT_CAP_SECONDS
// for one gap, and never what the client claims.

/** How often the player reports while a lesson plays. */
export const HEARTBEAT_SECONDS = 10;

/**
 * The most one gap between heartbeats can earn: two intervals, so a late or lost heartbeat (a slow phone,
 * a stalled network) costs nothing, while a tab left paused or closed without a last report does not
 * earn the time it sat there.
 */
export const CREDIT_CAP_SECONDS = 2 * HEARTBEAT_SECONDS;

/** The share of a lesson's length the credited time must reach (with the furthest point) to finish it. */
export const FINISH_SHARE = 0.9;

/** The fastest playback the player offers; the furthest point may move by at most this much per second credited. */
export const MAX_PLAYBACK_RATE = 2;

/**
 * Seconds the furthest point may run ahead of what the credited time allows: the player's clock and the
 * server's differ by a request's round trip, and a seek lands on the nearest key frame.
 */
export const SEEK_SLACK_SECONDS = 3;

/** Whether credited time and furthest point (seconds) finish a lesson of this length. */
export function coversLesson(creditedSeconds: number, furthestSeconds: number, durationSeconds: number): boolean {
  const need = durationSeconds * FINISH_SHARE;
  return creditedSeconds >= need && furthestSeconds >= need;
}
