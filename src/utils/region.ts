import type { Region } from '@/constants';

/** The portal a route path (below the base, e.g. `/suzhou/contact`) belongs to; Taizhou otherwise. */
export const regionOfPath = (pathname: string): Region => (/^\/suzhou(\/|$)/.test(pathname) ? 'suzhou' : 'taizhou');
