// The tests' time limits (browser and integration), stretched when the whole suite shares the machine (TEST_TIME_SCALE,
// set by scripts/test.mjs): six browser runs, vitest and the typecheck on two cores make every step
// slower, by a factor that varies with the machine (a CI run took 1.7 times this machine's). A
// limit says what a test may wait before it is failed, never how fast it must be (speed: bench/).
const factor = Number(process.env.TEST_TIME_SCALE);

/** How much longer than alone a test may take here. */
export const TIME_SCALE = Number.isFinite(factor) && factor >= 1 ? factor : 1;

/** A time limit, stretched by TIME_SCALE. */
export const scaled = (ms: number): number => Math.round(ms * TIME_SCALE);
