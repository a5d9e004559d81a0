import { MOBILE_MESSAGE } from '@rhythmfit/contracts';

export const isValidMobile = (mobile: string) => /^\d{10}$/.test(mobile);
export { MOBILE_MESSAGE };
