// npm start: the demo. Prism on the contract, the demo layer in front of it (MOCK_PORT or 4010:
// unlocks, balance, orders that get paid; mocks/demo-layer.mjs) and the Vite dev server in front of
// that (5173 or the next free port), then a link that opens the player on the demo drama.
import { paySecondsFrom, startDemoLayer } from '../mocks/demo-layer.mjs';
import { startStack, stopAll } from './servers.mjs';

const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const port = Number(process.env.PORT ?? 5173);
const paySeconds = paySecondsFrom(process.env.DEMO_PAY_SECONDS);
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await stopAll();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

console.log('Starting the mock API (Prism and the demo layer) and the app (Vite)…');
const stack = await startStack({ mode: 'dev', mockPort, port, log: false, layer: startDemoLayer }).catch(
  async (error) => {
    console.error(`Could not start the demo: ${error.message}`);
    await stop(1);
  },
);
const app = stack.url.replace('127.0.0.1', 'localhost');
const links = [
  ['The demo drama (Thai, 40 episodes, 1-5 free)', `${app}/?info=demo-th`],
  ['Arabic, right to left', `${app}/?info=demo-ae`],
  ['Traditional Chinese (Taiwan)', `${app}/?info=demo-tw`],
  ['English (Singapore)', `${app}/?info=demo-sg`],
  ['Korean', `${app}/?info=demo-ko`],
  ['A region not supported yet', `${app}/?info=demo-us&mock=getDramaInfo:dramaUnsupportedRegion`],
  [
    'No coins: the paywall leads to top up',
    `${app}/?info=demo-th&mock=getBalance:zeroBalance,unlockEpisode:insufficientBalance`,
  ],
  ['A payment paid at once (the example)', `${app}/recharge?mock=getRechargeOrder:orderPaid`],
  ['Clear every chosen example', `${app}/?mock=`],
];
console.log(`
  Short drama player: demo on the mock

  ➜  ${links[0][1]}

${links
  .slice(1, 5)
  .map(([label, url]) => `     ${label.padEnd(40)} ${url}`)
  .join('\n')}

  Mock API: ${stack.mockUrl} (demo layer: unlocks charge, orders are paid after ${paySeconds} s,
            DEMO_PAY_SECONDS to change), in front of Prism on ${stack.prismUrl}
  Choose a named example from the browser with ?mock=<operationId>:<exampleName>[,...]
  (such a call goes to Prism untouched):
${links
  .slice(5)
  .map(([label, url]) => `     ${label.padEnd(40)} ${url}`)
  .join('\n')}

  Ctrl+C stops every server.
`);

// If either server dies, stop the other and say so: a half-running demo only confuses.
stack.vite.child.on('exit', () => {
  if (stopping) return;
  console.error('The Vite dev server stopped; stopping the mock too.');
  void stop(1);
});
// startPrism() hands back no process handle, so Prism is watched by asking it (any answer will do);
// the demo layer runs in this process. Asked directly: the layer would answer for a dead Prism.
let misses = 0;
setInterval(async () => {
  try {
    await fetch(`${stack.prismUrl}/__alive`, { signal: AbortSignal.timeout(2_000) });
    misses = 0;
  } catch {
    if (stopping || ++misses < 3) return;
    console.error('The mock API (Prism) stopped answering; stopping the app too.');
    void stop(1);
  }
}, 3_000).unref();
