// How much memory a download took: the process's resident set sampled while the ZIP streams, as
// the peak above where it started. Logged with every download, so production shows it as well as
// the tests and the bench (which read the same log line): a ZIP built in memory would add the
// part's size; a streamed one adds its buffers only.

const SAMPLE_MS = 25;

interface MemoryWatch {
  /** Stops sampling; the peak rise of the resident set, in bytes. */
  stop(): number;
}

export function watchMemory(rss: () => number = () => process.memoryUsage.rss()): MemoryWatch {
  const start = rss();
  let peak = start;
  const sample = () => {
    peak = Math.max(peak, rss());
  };
  const timer = setInterval(sample, SAMPLE_MS);
  // Sampling must never keep an idle instance alive.
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak - start;
    },
  };
}
