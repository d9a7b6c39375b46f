// The support floor's check, the first deferred script of the page: see shared/floor/below-floor.ts.
import { checkFloor } from '@/shared/floor/below-floor';

checkFloor(window, __FLOOR_IOS__);
