import { WindowMessenger, type InitializeMessengerOptions, type Message, type MessageHandler, type Messenger } from 'penpal';

/**
 * A penpal `WindowMessenger` that (1) ignores the remote's DESTROY message, so a module page that tears
 * its side down (or a React effect that runs twice) cannot end the host's ability to reconnect, and
 * (2) tells the owner when the remote starts a handshake (a new document in the frame).
 */
export class GuardedWindowMessenger implements Messenger {
  readonly #inner: WindowMessenger;
  readonly #onRemoteHandshake: (participantId: string) => void;

  constructor(options: { remoteWindow: Window; allowedOrigins: string[]; onRemoteHandshake?: (participantId: string) => void }) {
    this.#inner = new WindowMessenger({ remoteWindow: options.remoteWindow, allowedOrigins: options.allowedOrigins });
    this.#onRemoteHandshake = options.onRemoteHandshake ?? (() => undefined);
  }

  initialize = ({ log, validateReceivedMessage }: InitializeMessengerOptions): void => {
    this.#inner.initialize({
      log,
      validateReceivedMessage: (data: unknown): data is Message =>
        validateReceivedMessage(data) && (data as Message).type !== 'DESTROY',
    });
  };

  sendMessage = (message: Message, transferables?: Transferable[]): void => {
    this.#inner.sendMessage(message, transferables);
  };

  addMessageHandler = (callback: MessageHandler): void => {
    this.#inner.addMessageHandler(this.#wrap(callback));
  };

  removeMessageHandler = (callback: MessageHandler): void => {
    const wrapped = this.#wrapped.get(callback);
    if (wrapped) this.#inner.removeMessageHandler(wrapped);
  };

  destroy = (): void => {
    this.#inner.destroy();
  };

  readonly #wrapped = new Map<MessageHandler, MessageHandler>();
  #observing = false;

  #wrap(callback: MessageHandler): MessageHandler {
    // Only the first handler observes handshakes, so each SYN is reported once.
    const observe = !this.#observing;
    this.#observing = true;
    const wrapped: MessageHandler = (message) => {
      if (observe && message.type === 'SYN') this.#onRemoteHandshake(message.participantId);
      callback(message);
    };
    this.#wrapped.set(callback, wrapped);
    return wrapped;
  }
}
