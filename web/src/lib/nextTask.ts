/**
 * Resolves in a task of its own, letting the browser handle input and paint
 * in between. Long start-up work split at such points is several short
 * tasks instead of one long one: a phone stays responsive, and what
 * Lighthouse counts as blocked time is only the part of a task past 50 ms.
 * A message, not a timer: as React's scheduler does, it is not clamped or
 * throttled like timers, and a paused test clock does not hold the page's
 * start back.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
