// How many instances each player-index trigger may run at once (index.js), and the concurrency at which the write-burst
// bench drives the same work (scripts/lib/write-burst.mjs).
// A ceiling, so a burst of writes (a Sunday evening's weeks) queues events instead of opening hundreds of instances
// that would contend on the same documents and exhaust the database's connections.
export const TRIGGER_MAX_INSTANCES = 20;
