/**
 * What the plan's product list holds. Steps, zones and tips name only
 * products on it: where the person set a limit (products, budget, less
 * fuss), a product the limit left off is never brought back by a line
 * elsewhere in the report. With no limit, a zone may still suggest a light
 * extra such as a scalp serum.
 */
import type { ReportContext } from "./Rule.ts"

export const listHoldsLeaveIn = (ctx: ReportContext): boolean =>
  ctx.plan.products.some((id) => id.startsWith("leave-in-"))

export const listHoldsConditioner = (ctx: ReportContext): boolean =>
  ctx.plan.products.includes("conditioner")

export const listHolds = (ctx: ReportContext, id: string): boolean => ctx.plan.products.includes(id)

/** Whether a line may name an extra product: it is on the list, or the person set no limit. */
export const mayName = (ctx: ReportContext, onList: boolean): boolean =>
  onList || ctx.plan.limits.setBy === "none"
