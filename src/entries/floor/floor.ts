// The support floor's check, the page's first deferred script: check-floor.ts.
import { checkFloor } from './check-floor';

checkFloor(window, __FLOOR_PAGE__);
