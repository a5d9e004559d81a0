// Layout sweep at 360 px (phone): every route signed out, as a member and as a coach (layout-sweep.ts).
import { layoutSweep } from './layout-sweep';

layoutSweep(360);
