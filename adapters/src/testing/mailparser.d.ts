/**
 * The part of mailparser 3.9 the mail tests use (the package ships no types).
 * Fields are optional where mailparser leaves them out of a message that lacks them.
 */
declare module "mailparser" {
  import type { Readable } from "node:stream"

  export interface EmailAddress {
    readonly address?: string
    readonly name: string
  }

  export interface AddressObject {
    readonly value: ReadonlyArray<EmailAddress>
    readonly text: string
  }

  export interface Attachment {
    readonly filename?: string
    readonly contentType: string
    readonly content: Buffer
  }

  export interface ParsedMail {
    readonly messageId?: string
    readonly subject?: string
    readonly from?: AddressObject
    readonly to?: AddressObject | ReadonlyArray<AddressObject>
    readonly replyTo?: AddressObject
    readonly date?: Date
    readonly text?: string
    /** false when the message has no HTML part */
    readonly html: string | false
    readonly attachments: ReadonlyArray<Attachment>
  }

  export function simpleParser(source: Buffer | string | Readable): Promise<ParsedMail>
}
