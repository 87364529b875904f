import { createContext, type ComponentType, type PropsWithChildren } from 'react';

/**
 * Issue 16 item 5: lets the lazy-page placeholder (`src/loading.tsx`, part of `umi.js`) keep the
 * Taizhou portal frame on screen between pages without importing the frame into every first load.
 * The frame registers itself here once it has been on screen; before that (a first visit) the
 * placeholder is the spinner alone, as before.
 */
let registered: ComponentType<PropsWithChildren> | undefined;

/** True below a portal frame: what renders there must not draw a second frame. */
export const InPortalFrame = createContext(false);

/** Called by PortalFrame when it mounts. */
export function registerPortalFrame(frame: ComponentType<PropsWithChildren>): void {
  registered = frame;
}

/** The portal frame, once a Taizhou page has loaded it; otherwise undefined. */
export function registeredPortalFrame(): ComponentType<PropsWithChildren> | undefined {
  return registered;
}
