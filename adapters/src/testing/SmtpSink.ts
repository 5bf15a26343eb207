/**
 * A real SMTP listener (smtp-server) on 127.0.0.1 for tests: it parses every
 * message it accepts with mailparser, as a mail client would, and keeps the
 * raw Message-ID. It can stop listening and start again on the same port
 * (a mail server that is down for a while), and can stall: read DATA and
 * never answer it, so the message is never accepted (a delivery in flight
 * when the sender dies, for crash tests).
 */
import { SMTPServer } from "smtp-server"
import { type DeliveredMessage, parseDelivered } from "../mail/MailerContract.ts"

export class SmtpSink {
  readonly messages: Array<DeliveredMessage> = []
  /** while true, DATA is read but never answered: the message is not accepted */
  stall = false
  /** how many DATA commands arrived (accepted or not) */
  dataStarted = 0
  /** how long each message waits before it is accepted (a slow mail server) */
  acceptAfterMillis = 0
  /** how many connections were opened to it */
  connections = 0
  private server: SMTPServer | undefined
  port = 0

  /** Starts listening; on `port` (again) when given. */
  start(port = this.port): Promise<this> {
    return new Promise((resolve, reject) => {
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        closeTimeout: 1_000,
        onConnect: (_session, callback) => {
          this.connections += 1
          callback()
        },
        onData: (stream, _session, callback) => {
          this.dataStarted += 1
          const stalled = this.stall
          const wait = this.acceptAfterMillis
          parseDelivered(stream).then((message) => {
            if (stalled) return
            setTimeout(() => {
              this.messages.push(message)
              callback()
            }, wait)
          }, callback)
        },
      })
      server.on("error", reject)
      server.listen(port, "127.0.0.1", () => {
        const address = server.server.address()
        this.port = typeof address === "object" && address !== null ? address.port : port
        this.server = server
        resolve(this)
      })
    })
  }

  /** Stops listening (the mail server is down); start() brings it back on the same port. */
  stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server === undefined) return Promise.resolve()
    return new Promise((resolve) => {
      for (const connection of (server as unknown as { connections: Set<{ close(): void }> })
        .connections ?? []) {
        connection.close()
      }
      server.close(() => resolve())
    })
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`
  }

  messagesTo(address: string) {
    return this.messages.filter((message) => message.to.includes(address))
  }
}
