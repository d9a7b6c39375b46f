// The support floor's check, the page's first deferred script: shared/floor/floor-check.ts.
import { checkFloor } from '@/shared/floor/floor-check';

checkFloor(window, __FLOOR_PAGE__);
