// The early script, the page's first script: it asks for the drama info and starts the first episode
// (early-requests.ts). Built on its own as a classic script by scripts/vite-plugins/early-script.ts,
// which hands it the app's dictionary files. docs/start-path.md, "The early script".
import { startEarlyRequests } from './early-requests';
import { watchStartFiles } from './start-reload';

// First: a start file after this one that fails reloads the page once (start-reload.ts).
watchStartFiles();
startEarlyRequests(__EARLY_DICTIONARY_FILES__);
