// A fixed piece of CPU work, timed by the CPU it took (not the wall): run it alone and while the
// suite runs to see how much slower the machine is under load (bench/RESULTS-suite.md, session 43).
// node bench/cpu-spin.mjs
const t0 = process.cpuUsage();
let s = 0;
const a = new Float64Array(1 << 20);
for (let r = 0; r < 40; r++) {
  for (let i = 0; i < a.length; i++) {
    a[i] += i * r;
    s += a[(i * 7919) & (a.length - 1)];
  }
}
const u = process.cpuUsage(t0);
console.log(`cpu ms ${((u.user + u.system) / 1000).toFixed(0)} (checksum ${s > 0})`);
