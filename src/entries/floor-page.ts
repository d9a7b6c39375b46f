// The page a browser below the support floor gets, loaded by the floor check: shared/floor/floor-page.ts.
import { showFloorPage } from '@/shared/floor/floor-page';

showFloorPage(window, __FLOOR_IOS__);
