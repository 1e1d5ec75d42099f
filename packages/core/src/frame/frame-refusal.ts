/**
 * Frame refusal (product-spec §1): Staffdesk does not run inside a page that frames it. The
 * server also sends `frame-ancestors 'none'`; this is the in-page guard for when headers are lost.
 */

type FrameWindow = Pick<Window, 'top' | 'self' | 'location'>;

/** True when `win` is inside a frame, including when the browser will not even say (throws). */
export function isFramed(win: FrameWindow = window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}

/**
 * When framed, tries to take the top window to Staffdesk itself and returns true, so the host
 * renders `<FrameRefusal />` instead of the app. Returns false when not framed.
 */
export function refuseFraming(win: FrameWindow = window): boolean {
  if (!isFramed(win)) return false;
  try {
    if (win.top) win.top.location = win.location.href;
  } catch {
    // A sandboxed or cross-origin frame may not navigate the top window: the message stays.
  }
  return true;
}
