// Layout sweep at 360 px (phone), signed out and as a coach (layout-sweep.ts). The member's screens
// at 360 px are checked by the dark-scheme axe sweep on the same visits (a11y-dark.e2e.test.ts),
// and every route at 1280 px by the light-scheme sweeps (a11y.e2e.test.ts, a11y-coach.e2e.test.ts).
import { layoutSweep } from './layout-sweep';

layoutSweep(360, ['signed-out', 'coach']);
