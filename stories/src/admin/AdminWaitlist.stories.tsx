/** The waitlist admin page against a stand-in server: loading, empty, the list, and refusals. */

import { WaitlistAdmin } from "@strand/web/src/features/admin/examples.tsx"
import { expect, waitFor, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { fakeApi, json, never } from "../fakeApi.ts"
import { dropSessionHint } from "../sessionHint.ts"
import { adminPage } from "./adminPage.ts"

const meta = preview.meta({
  title: "Admin/Waitlist",
  component: WaitlistAdmin,
  ...adminPage,
})

const entries = [
  {
    id: "w_2",
    name: "Grace Hopper",
    email: "grace@example.com",
    hairConcerns: "other: frizz after swimming",
    createdAt: "2026-11-03T16:05:00.000Z",
  },
  {
    id: "w_1",
    name: "Ada Lovelace",
    email: "ada@example.com",
    hairConcerns: "dandruff",
    referralCode: "friend_42",
    createdAt: "2026-11-02T09:30:00.000Z",
  },
  {
    id: "w_0",
    name: "Mary Somerville",
    email: "mary@example.com",
    createdAt: "2026-11-01T12:00:00.000Z",
  },
]

export const Loading = meta.story({
  beforeEach: () => fakeApi({ "GET /api/admin/waitlist": never }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading waitlist entries...")
  },
})

export const Empty = meta.story({
  beforeEach: () => fakeApi({ "GET /api/admin/waitlist": () => json({ total: 0, entries: [] }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No waitlist entries yet.")).toBeVisible()
    await expect(canvas.getByRole("heading", { name: "Waitlist sign-ups" })).toBeVisible()
    await expect(canvas.getByText("total sign-ups", { exact: false })).toHaveTextContent(
      "0 total sign-ups",
    )
  },
})

let reads = 0

export const List = meta.story({
  beforeEach: () => {
    reads = 0
    return fakeApi({
      "GET /api/admin/waitlist": () => {
        reads += 1
        return json({ total: entries.length + reads - 1, entries })
      },
    })
  },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole("list", { name: "Waitlist entries" })
    const items = within(list).getAllByRole("listitem")
    await expect(items).toHaveLength(3)
    await expect(canvas.getByText("total sign-ups", { exact: false })).toHaveTextContent(
      "3 total sign-ups",
    )

    const grace = within(items[0] as HTMLElement)
    await expect(grace.getByText("Grace Hopper")).toBeVisible()
    await expect(grace.getByRole("link", { name: "grace@example.com" })).toHaveAttribute(
      "href",
      "mailto:grace@example.com",
    )
    await expect(grace.getByText("Other: frizz after swimming")).toBeVisible()
    const joined = grace.getByText(/^November 3, 2026 at \d{1,2}:\d{2}\s?[AP]M$/)
    await expect(joined).toHaveAttribute("datetime", "2026-11-03T16:05:00.000Z")
    await expect(within(items[1] as HTMLElement).getByText("Dandruff or flaking")).toBeVisible()
    // No concern given: no concern line.
    await expect(within(items[2] as HTMLElement).queryByText(/Hair concerns/)).toBeNull()

    await userEvent.click(canvas.getByRole("button", { name: "Refresh" }))
    await waitFor(() =>
      expect(canvas.getByText("total sign-ups", { exact: false })).toHaveTextContent(
        "4 total sign-ups",
      ),
    )
    await expect(reads).toBe(2)
  },
})

const pageOne = [
  {
    id: "00000000-0000-4000-8000-000000000004",
    name: "Grace Hopper",
    email: "grace@example.com",
    createdAt: "2026-11-04T10:00:00.000Z",
  },
  {
    id: "00000000-0000-4000-8000-000000000003",
    name: "Ada Lovelace",
    email: "ada@example.com",
    createdAt: "2026-11-03T10:00:00.000Z",
  },
]
const pageTwo = [
  {
    id: "00000000-0000-4000-8000-000000000002",
    name: "Mary Somerville",
    email: "mary@example.com",
    createdAt: "2026-11-02T10:00:00.000Z",
  },
]
let asked: Array<string> = []

/** A page at a time, by key: older and newer pages, a search, and the CSV of what is shown. */
export const PagesAndSearch = meta.story({
  beforeEach: () => {
    asked = []
    return fakeApi({
      "GET /api/admin/waitlist": (request) => {
        const query = new URL(request.url).searchParams
        asked.push(query.toString())
        if (query.get("search") === "ada") return json({ total: 3, entries: [pageOne[1]] })
        if (query.get("after") === pageOne[1]?.id) {
          return json({ total: 3, entries: pageTwo, newer: pageTwo[0]?.id })
        }
        return json({ total: 3, entries: pageOne, older: pageOne[1]?.id })
      },
    })
  },
  play: async ({ canvas, userEvent }) => {
    const names = async () =>
      within(await canvas.findByRole("list", { name: "Waitlist entries" }))
        .getAllByRole("listitem")
        .map((item) => item.querySelector("bdi")?.textContent)
    await waitFor(async () => expect(await names()).toEqual(["Grace Hopper", "Ada Lovelace"]))
    await expect(canvas.getByText("total sign-ups", { exact: false })).toHaveTextContent(
      "3 total sign-ups",
    )
    await expect(canvas.getByRole("button", { name: "Newer sign-ups" })).toBeDisabled()
    await expect(canvas.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/api/admin/waitlist.csv",
    )

    await userEvent.click(canvas.getByRole("button", { name: "Older sign-ups" }))
    await waitFor(async () => expect(await names()).toEqual(["Mary Somerville"]))
    await expect(canvas.getByRole("button", { name: "Older sign-ups" })).toBeDisabled()
    await userEvent.click(canvas.getByRole("button", { name: "Newest" }))
    await waitFor(async () => expect(await names()).toEqual(["Grace Hopper", "Ada Lovelace"]))

    await userEvent.type(
      canvas.getByRole("searchbox", { name: "Search by name or e-mail" }),
      "ada{Enter}",
    )
    await waitFor(async () => expect(await names()).toEqual(["Ada Lovelace"]))
    await expect(canvas.getByRole("link", { name: "Download these as CSV" })).toHaveAttribute(
      "href",
      "/api/admin/waitlist.csv?search=ada",
    )
    await expect(asked).toContain("search=ada")
    await userEvent.click(canvas.getByRole("button", { name: "Show everyone" }))
    await waitFor(async () => expect(await names()).toEqual(["Grace Hopper", "Ada Lovelace"]))
  },
})

let sendOlder: (() => void) | undefined

/** While the next page is on its way, the one on screen stays, marked busy. */
export const NextPageOnItsWay = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/admin/waitlist": (request) =>
        new URL(request.url).searchParams.get("after") === pageOne[1]?.id
          ? new Promise((answer) => {
              sendOlder = () => answer(json({ total: 3, entries: pageTwo, newer: pageTwo[0]?.id }))
            })
          : json({ total: 3, entries: pageOne, older: pageOne[1]?.id }),
    }),
  play: async ({ canvas, userEvent }) => {
    const list = () => canvas.getByRole("list", { name: "Waitlist entries" })
    await canvas.findByRole("list", { name: "Waitlist entries" })
    await userEvent.click(canvas.getByRole("button", { name: "Older sign-ups" }))
    await waitFor(() => expect(list()).toHaveAttribute("aria-busy", "true"))
    await expect(within(list()).getByText("Grace Hopper")).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Refresh" })).toHaveAttribute(
      "aria-busy",
      "true",
    )
    await expect(canvas.queryByRole("status")).toBeNull()

    sendOlder?.()
    await waitFor(() => expect(within(list()).getByText("Mary Somerville")).toBeVisible())
    await expect(list()).toHaveAttribute("aria-busy", "false")
  },
})

/** A search that matches nobody says so. */
export const NoMatch = meta.story({
  beforeEach: () => fakeApi({ "GET /api/admin/waitlist": () => json({ total: 3, entries: [] }) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByRole("searchbox", { name: "Search by name or e-mail" }),
      "nobody{Enter}",
    )
    await expect(await canvas.findByText("No sign-ups match “nobody”.")).toBeVisible()
  },
})

/** Rows stored under older, looser rules: shown safely. */
export const StoredBeforeTheRules = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/admin/waitlist": () =>
        json({
          total: 1,
          entries: [
            {
              id: "w_9",
              name: "Eve\u202Egnp.exe",
              email: "x@x.test?bcc=attacker@evil.example&body=hi",
              createdAt: "2026-11-04T10:00:00.000Z",
            },
          ],
        }),
    }),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("list", { name: "Waitlist entries" })
    // The bidi override is gone, so the name reads as it was typed.
    await expect(within(list).getByText("Evegnp.exe")).toBeVisible()
    // The address is one encoded recipient: no headers, no body.
    const link = within(list).getByRole("link")
    const href = link.getAttribute("href") ?? ""
    await expect(href.startsWith("mailto:")).toBe(true)
    await expect(href).not.toMatch(/[?&]/)
  },
})

let attempts = 0

/** The list cannot be read: the route's error component says so, and Try again reads it again. */
export const CouldNotLoad = meta.story({
  beforeEach: () => {
    attempts = 0
    return fakeApi({
      "GET /api/admin/waitlist": () => {
        attempts += 1
        return attempts === 1
          ? json({ message: "Database down" }, 500)
          : json({ total: entries.length, entries })
      },
    })
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole("heading", { name: "We couldn't load the waitlist" }),
    ).toBeVisible()
    await expect(canvas.getByText("Database down")).toBeVisible()
    await expect(canvas.queryByRole("list", { name: "Waitlist entries" })).toBeNull()

    await userEvent.click(canvas.getByRole("button", { name: "Try again" }))
    const list = await canvas.findByRole("list", { name: "Waitlist entries" })
    await expect(within(list).getAllByRole("listitem")).toHaveLength(3)
    await expect(attempts).toBe(2)
  },
})

/** Nobody signed in: the page asks them to, without calling the API. */
export const NoSession = meta.story({
  beforeEach: () => {
    dropSessionHint()
    return fakeApi({})
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Please sign in" })).toBeVisible()
  },
})

export const Forbidden = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/admin/waitlist": () =>
        json(
          { _tag: "Forbidden", message: "This page is only for Strand's team.", code: "FORBIDDEN" },
          403,
        ),
    }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { name: "This page isn't available to you" }),
    ).toBeVisible()
    await expect(canvas.getByText("This page is only for Strand's team.")).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/")
    await expect(canvas.queryByRole("list")).toBeNull()
  },
})

export const SignedOut = meta.story({
  beforeEach: () =>
    fakeApi({
      "GET /api/admin/waitlist": () =>
        json({ _tag: "Unauthorized", message: "Please sign in first.", code: "UNAUTHORIZED" }, 401),
    }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "Please sign in" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth")
  },
})
