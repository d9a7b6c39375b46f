// The first script on the page: see app/early-requests.ts.
import { startEarlyRequests } from './app/early-requests';

startEarlyRequests();
