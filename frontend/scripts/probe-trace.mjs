import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { startProductionServer } from './production-server.mjs';
const server = await startProductionServer();
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  const url = `${server.baseUrl}${process.env.PAGE ?? '/'}`;
  const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  console.log('TBT', Math.round(r.lhr.audits['total-blocking-time'].numericValue), 'index', Math.round(r.lhr.environment.benchmarkIndex));
  writeFileSync('/tmp/trace.json', JSON.stringify(r.artifacts.Trace ?? r.artifacts.traces?.defaultPass));
} finally { await chrome.kill(); await server.stop(); }
