/**
 * The parts of the module side only a page in a frame needs — penpal, the guarded messenger and the
 * remote wrapper —, loaded by {@link connectToHost} when the page is framed: a page alone in a window
 * (a menu entry opened in a new window, a link with a token) never downloads them.
 */
export { connect } from 'penpal';
export { GuardedWindowMessenger } from './messenger';
export { wrapRemote } from './remote';
