/** What the server gives every mail transport, whichever is chosen. */
export interface MailShared {
  /** The data folder (the mail folder is `mail/` in it). */
  readonly dataDir: string
  /** The From header of every message. */
  readonly from: string
}
