// npm start: the demo. Prism on the contract (MOCK_PORT or 4010) and the Vite dev server in front
// of it (5173 or the next free port), then a link that opens the player on the demo drama.
import { startStack, stopAll } from './servers.mjs';

const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const port = Number(process.env.PORT ?? 5173);
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await stopAll();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

console.log('Starting the mock API (Prism) and the app (Vite)…');
const stack = await startStack({ mode: 'dev', mockPort, port, log: false });
const app = stack.url.replace('127.0.0.1', 'localhost');
const links = [
  ['The demo drama (Thai, 40 episodes, 1-5 free)', `${app}/?info=demo-th`],
  ['Arabic, right to left', `${app}/?info=demo-ae&mock=getDramaInfo:dramaAE`],
  ['English (Singapore)', `${app}/?info=demo-sg&mock=getDramaInfo:dramaSG`],
  ['A region not supported yet', `${app}/?info=demo-us&mock=getDramaInfo:dramaUnsupportedRegion`],
  ['No coins: the paywall leads to top up', `${app}/?info=demo-th&mock=getBalance:zeroBalance,unlockEpisode:insufficientBalance`],
  ['A payment that completes', `${app}/recharge?mock=getRechargeOrder:orderPaid`],
  ['Clear every chosen example', `${app}/?mock=`],
];
console.log(`
  Short drama player: demo on the mock

  ➜  ${links[0][1]}

  Mock API (Prism): ${stack.mockUrl}
  Choose a named example from the browser with ?mock=<operationId>:<exampleName>[,...]:
${links
  .slice(1)
  .map(([label, url]) => `     ${label.padEnd(40)} ${url}`)
  .join('\n')}

  Ctrl+C stops both servers.
`);

stack.vite.child.on('exit', () => void stop(1));
