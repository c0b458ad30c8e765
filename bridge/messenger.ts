import { WindowMessenger, type InitializeMessengerOptions, type Message, type MessageHandler, type Messenger } from 'penpal';

/** What a {@link GuardedWindowMessenger} reports to its owner. */
export type HandshakeObserver = {
  /** The remote started a handshake (a SYN from a participant not seen before: a new document or a new connection). */
  onRemoteHandshake?: (participantId: string) => void;
  /** A handshake completed (ACK2 sent or received): calls can go over the new port from the next task. */
  onHandshakeComplete?: () => void;
};

/**
 * A penpal `WindowMessenger` that
 * 1. ignores the remote's DESTROY message: a page that tears its side down (or a React effect that runs
 *    twice) cannot end the other side's ability to reconnect; penpal re-handshakes with a new remote on
 *    the same connection, and the bridge says hello again;
 * 2. tells its owner when the remote starts a handshake and when a handshake completes.
 */
export class GuardedWindowMessenger implements Messenger {
  readonly #inner: WindowMessenger;
  readonly #observer: HandshakeObserver;
  readonly #wrapped = new Map<MessageHandler, MessageHandler>();
  #observing = false;
  #lastParticipant: string | undefined;

  constructor(options: { remoteWindow: Window; allowedOrigins: string[] } & HandshakeObserver) {
    this.#inner = new WindowMessenger({ remoteWindow: options.remoteWindow, allowedOrigins: options.allowedOrigins });
    this.#observer = options;
  }

  initialize = ({ log, validateReceivedMessage }: InitializeMessengerOptions): void => {
    this.#inner.initialize({
      log,
      validateReceivedMessage: (data: unknown): data is Message => validateReceivedMessage(data) && (data as Message).type !== 'DESTROY',
    });
  };

  sendMessage = (message: Message, transferables?: Transferable[]): void => {
    this.#inner.sendMessage(message, transferables);
    if (message.type === 'ACK2') this.#completed();
  };

  addMessageHandler = (callback: MessageHandler): void => {
    this.#inner.addMessageHandler(this.#wrap(callback));
  };

  removeMessageHandler = (callback: MessageHandler): void => {
    const wrapped = this.#wrapped.get(callback);
    if (wrapped) this.#inner.removeMessageHandler(wrapped);
    this.#wrapped.delete(callback);
  };

  destroy = (): void => {
    this.#inner.destroy();
  };

  #completed(): void {
    // After the current task, so penpal has finished wiring the port.
    if (this.#observer.onHandshakeComplete) setTimeout(this.#observer.onHandshakeComplete, 0);
  }

  #wrap(callback: MessageHandler): MessageHandler {
    // Only the first handler observes, so each message is reported once.
    const observe = !this.#observing;
    this.#observing = true;
    const wrapped: MessageHandler = (message) => {
      if (observe) {
        if (message.type === 'SYN' && message.participantId !== this.#lastParticipant) {
          this.#lastParticipant = message.participantId;
          this.#observer.onRemoteHandshake?.(message.participantId);
        }
        if (message.type === 'ACK2') this.#completed();
      }
      callback(message);
    };
    this.#wrapped.set(callback, wrapped);
    return wrapped;
  }
}
