/** What a push carries, and the one interface every push service adapter implements. */

export interface PushMessage {
  /** The stored notification this push announces. */
  id: string;
  title: string;
  body: string | null;
  url: string | null;
  image: string | null;
}

/** `gone`: the service says the registration no longer exists, so it is removed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  send(token: string, message: PushMessage): Promise<PushOutcome>;
}

/**
 * The adapters configured in this process: web push always, FCM for the native apps and APNs for
 * the iOS app when configured (iOS devices go through FCM when APNs is not).
 */
export interface PushSenders {
  web: PushSender | null;
  native: PushSender | null;
  ios?: PushSender | null;
}
