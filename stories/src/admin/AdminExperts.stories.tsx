/**
 * The directory of experts against a stand-in server: empty (Strand ships
 * none), an entry refused by the domain's rules before it is sent, an entry
 * added, and one hidden from people.
 */

import { Expert } from "@strand/domain/experts/Expert"
import { ExpertsAdmin } from "@strand/web/src/features/admin/examples.tsx"
import { Schema } from "effect"
import { expect, waitFor, within } from "storybook/test"
import preview from "../../.storybook/preview.tsx"
import { directory } from "../experts/fixtures.ts"
import { fakeApi, json } from "../fakeApi.ts"
import { adminPage } from "./adminPage.ts"

const meta = preview.meta({
  title: "Admin/Experts",
  component: ExpertsAdmin,
  ...adminPage,
})

const encode = Schema.encodeSync(Expert)

export const EmptyDirectory = meta.story({
  beforeEach: () => fakeApi({ "GET /api/admin/experts": () => json({ experts: [] }) }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/No experts in the directory yet\. Strand ships none/),
    ).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Experts" })).toHaveAttribute(
      "href",
      "/admin/experts",
    )
  },
})

const added: Array<Record<string, unknown>> = []

export const AddAnExpert = meta.story({
  beforeEach: () => {
    added.length = 0
    let list: Array<unknown> = []
    return fakeApi({
      "GET /api/admin/experts": () => json({ experts: list }),
      "POST /api/admin/experts": async (request) => {
        const body = (await request.json()) as Record<string, unknown>
        added.push(body)
        const expert = encode(new Expert({ ...directory[2]!, ...(body as object), hidden: false }))
        list = [expert]
        return json(expert)
      },
    })
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Add an expert" }))
    const form = within(canvas.getByRole("form", { name: "Add an expert" }))
    // Checked with the domain's rules before anything is sent.
    await userEvent.click(form.getByRole("button", { name: "Add expert" }))
    await expect(await form.findByText("Give the expert's name")).toBeVisible()
    await waitFor(() => expect(form.getByLabelText("Name")).toHaveFocus())
    await userEvent.type(form.getByLabelText("Name"), "Grace Mensah (example)")
    await userEvent.click(form.getByRole("button", { name: "Add expert" }))
    await expect(
      await form.findByText("Give the city or region and the country, or tick Online"),
    ).toBeVisible()
    await expect(form.getByText("Give a web address or an e-mail for booking")).toBeVisible()
    await expect(added).toEqual([])

    await userEvent.selectOptions(form.getByLabelText("Kind"), "trichologist")
    await userEvent.click(form.getByRole("checkbox", { name: "Hair loss" }))
    await userEvent.type(form.getByLabelText("City or region"), "Manchester")
    await userEvent.type(form.getByLabelText("Country"), "United Kingdom")
    await userEvent.type(form.getByLabelText("Languages"), "English, Twi")
    await userEvent.type(form.getByLabelText("Booking e-mail"), "grace.mensah@example.com")
    await userEvent.click(form.getByRole("button", { name: "Add expert" }))
    await waitFor(() => expect(added).toHaveLength(1))
    await expect(added[0]).toMatchObject({
      name: "Grace Mensah (example)",
      kind: "trichologist",
      specialties: ["hair_loss"],
      languages: ["English", "Twi"],
      bookingUrl: null,
      email: "grace.mensah@example.com",
    })
    const list = within(await canvas.findByRole("list", { name: "Experts" }))
    await expect(list.getByText("Grace Mensah (example)")).toBeVisible()
  },
})

const changes: Array<Record<string, unknown>> = []

export const HideFromPeople = meta.story({
  beforeEach: () => {
    changes.length = 0
    let hidden = false
    const expert = directory[0]!
    return fakeApi({
      "GET /api/admin/experts": () =>
        json({ experts: [encode(new Expert({ ...expert, hidden }))] }),
      [`PUT /api/admin/experts/${expert.id}`]: async (request) => {
        const body = (await request.json()) as Record<string, unknown>
        changes.push(body)
        hidden = body.hidden === true
        return json(encode(new Expert({ ...expert, hidden })))
      },
    })
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole("button", { name: "Hide Dr Amara Okafor (example)" }),
    )
    await waitFor(() => expect(changes).toHaveLength(1))
    await expect(changes[0]).toMatchObject({ hidden: true, name: "Dr Amara Okafor (example)" })
    await expect(await canvas.findByText("Hidden")).toBeVisible()
    await expect(canvas.getByText("1 in the directory, 1 hidden from people")).toBeVisible()
  },
})
