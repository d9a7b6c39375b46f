// The page a browser below the support floor gets, loaded by the floor check: show-floor-page.ts.
import { showFloorPage } from './show-floor-page';

showFloorPage(window, __FLOOR_IOS__);
