// Main-thread figures of one page load, read from a Chrome trace (the benches'): total blocking
// time, the longest task and what ran in it, the largest contentful paint, and how long scripts ran
// before that paint. `traceLoad` records a load in a Playwright page (CDP Tracing, the CPU slowed
// as asked); `traceFigures` reads any trace of a load, Lighthouse's own included.

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'loading',
  'toplevel',
  'blink.user_timing',
  // CPU samples: which script's code a long task ran (a module's evaluation names no file).
  'disabled-by-default-v8.cpu_profiler',
];

/** Trace events that are scripts running (their nesting is merged, so nothing counts twice). */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'v8.callFunction',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
]);

/** Names of the browser's own work, for a task that ran no script worth naming. */
const BROWSER_WORK = {
  ParseHTML: 'parsing HTML',
  Layout: 'layout',
  UpdateLayoutTree: 'style',
  Paint: 'paint',
  PrePaint: 'paint',
  PaintImage: 'image paint',
  'Decode Image': 'image decode',
  'Decode LazyPixelRef': 'image decode',
  GPUTask: 'compositing',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
};

/** `index-DnoY5HzS.js` → `index.js`: the build's hash changes with every build, the module's name does not. */
export const scriptName = (url) => {
  const file = new URL(url, 'http://x').pathname.split('/').pop() || url;
  return file.replace(/-[\w-]{8}\.(js|css)$/, '.$1');
};

function mergedLength(intervals, from, to) {
  const clipped = intervals
    .map(([start, end]) => [Math.max(start, from), Math.min(end, to)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of clipped) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}

/** CPU profile samples of the page's main thread, as [time, script URL or ''] (traces recorded with the profiler only). */
function mainThreadSamples(events, nav) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === nav.pid && e.tid === nav.tid);
  if (!profile) return [];
  const urls = new Map();
  const samples = [];
  let time = profile.args.data.startTime;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === profile.pid && e.id === profile.id)) {
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) urls.set(node.id, node.callFrame.url ?? '');
    (cpuProfile.samples ?? []).forEach((id, i) => {
      time += timeDeltas[i];
      samples.push([time, urls.get(id) ?? '']);
    });
  }
  return samples;
}

/**
 * What a task spent its time on: the script whose own code ran most in it (CPU samples), or, for a
 * trace without samples, the script its outermost calls name; else the browser's largest kind of work.
 */
function describeTask(task, events, samples) {
  const end = task.ts + task.dur;
  const inside = events.filter((e) => e.ts >= task.ts && e.ts < end && e !== task);
  const byScript = new Map();
  const add = (url, amount) => url && byScript.set(scriptName(url), (byScript.get(scriptName(url)) ?? 0) + amount);
  const during = samples.filter(([time]) => time >= task.ts && time < end);
  let scripted = 0;
  if (during.length) {
    for (const [, url] of during) add(url, 1);
    scripted = during.filter(([, url]) => url).length / during.length;
  } else {
    const urlOf = (e) => e.args?.data?.url || e.args?.fileName || e.args?.data?.stackTrace?.[0]?.url;
    let reach = -Infinity;
    let ran = 0;
    for (const e of inside) {
      if (!SCRIPT_EVENTS.has(e.name) || e.ts < reach) continue;
      reach = e.ts + e.dur;
      ran += e.dur;
      add(urlOf(e) ?? inside.map((nested) => (nested.ts >= e.ts && nested.ts < reach ? urlOf(nested) : undefined)).find(Boolean), e.dur);
    }
    scripted = ran / task.dur;
  }
  const script = [...byScript].sort((a, b) => b[1] - a[1])[0];
  if (script && scripted >= 0.25) return script[0];
  const byWork = new Map();
  for (const e of inside) if (BROWSER_WORK[e.name]) byWork.set(BROWSER_WORK[e.name], (byWork.get(BROWSER_WORK[e.name]) ?? 0) + e.dur);
  const work = [...byWork].sort((a, b) => b[1] - a[1])[0];
  return work ? work[0] : script ? script[0] : 'browser';
}

/**
 * Figures of the last page load in `events` (milliseconds, as the trace ran; multiply by a
 * simulated slowdown yourself). TBT counts every task from the first contentful paint to the end
 * of the trace (Lighthouse stops at its time to interactive), each over 50 ms by its excess.
 */
export function traceFigures(events) {
  const navigations = events.filter(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  const nav = navigations.at(-1);
  if (!nav) throw new Error('no page load in the trace');
  const frame = nav.args.frame;
  const onMain = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts);
  const ms = (ts) => (ts - nav.ts) / 1000;
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint' && e.args?.frame === frame);
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.args?.frame === frame && e.ts >= nav.ts).at(-1);
  // The CPU profiler this trace may run starts inside the new page's first task (an interrupt of
  // up to 100 ms here): its own cost, not the page's, so it is taken out of that task.
  const profilerStarts = onMain.filter((e) => e.name === 'V8.InvokeApiInterruptCallbacks' && e.dur > 0);
  const tasks = onMain
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur > 0)
    .map((task) => {
      const profiler = profilerStarts.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur).reduce((sum, e) => sum + e.dur, 0);
      return profiler ? { ...task, dur: task.dur - profiler } : task;
    });
  const from = fcp?.ts ?? nav.ts;
  let tbt = 0;
  for (const task of tasks) {
    const blocking = (task.ts + task.dur - Math.max(task.ts, from)) / 1000;
    if (blocking > 50) tbt += blocking - 50;
  }
  const samples = mainThreadSamples(events, nav);
  const longest = tasks.reduce((a, b) => (b.dur > (a?.dur ?? 0) ? b : a), undefined);
  const scripts = onMain.filter((e) => SCRIPT_EVENTS.has(e.name) && e.ph === 'X').map((e) => [e.ts, e.ts + e.dur]);
  const longTasks = tasks
    .filter((task) => task.dur > 50_000)
    .map((task) => ({ at: ms(task.ts), ms: task.dur / 1000, what: describeTask(task, onMain, samples) }));
  return {
    fcpMs: fcp ? ms(fcp.ts) : Number.NaN,
    lcpMs: lcp ? ms(lcp.ts) : Number.NaN,
    tbtMs: tbt,
    longestMs: longest ? longest.dur / 1000 : 0,
    longestWhat: longest ? describeTask(longest, onMain, samples) : '',
    scriptBeforeLcpMs: lcp ? mergedLength(scripts, nav.ts, lcp.ts) / 1000 : Number.NaN,
    longTasks,
    rendererPid: nav.pid,
  };
}

/**
 * Starts tracing a Playwright page with its CPU slowed `cpu` times; `stop()` ends the trace and
 * resolves to the figures of the load made meanwhile (see traceFigures).
 */
export async function startTrace(page, { cpu = 1 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const events = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...message.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES } });
  return {
    async stop() {
      await cdp.send('Tracing.end');
      await complete;
      if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
      return traceFigures(events);
    },
  };
}
