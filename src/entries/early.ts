// The early script, the page's first script: it asks for the drama info and starts the first episode
// (app/early-requests.ts). Built on its own as a classic script by scripts/vite-plugins/early-script.ts,
// which hands it the app's dictionary files. docs/start-path.md, "The early script".
import { startEarlyRequests } from '@/app/early-requests';

startEarlyRequests(__EARLY_DICTIONARY_FILES__);
