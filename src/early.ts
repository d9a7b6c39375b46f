// The first script on the page: see app/early-requests.ts. Built on its own, as a classic script
// (scripts/vite-plugins/early-script.ts), which hands it the app's dictionary files.
import { startEarlyRequests } from './app/early-requests';

startEarlyRequests(__EARLY_DICTIONARY_FILES__);
