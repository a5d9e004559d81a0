// Layout sweep at 1280 px (desktop): every route signed out, as a member and as a coach (layout-sweep.ts).
import { layoutSweep } from './layout-sweep';

layoutSweep(1280);
