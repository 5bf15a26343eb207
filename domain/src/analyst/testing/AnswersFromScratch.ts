/**
 * The answers behind a rule found the plain way, for tests: the rule asked
 * again through a Proxy that records every read, with every shared decision
 * made again from that profile, for this rule alone. AnswersBehind.ts finds
 * the same answers without making the decisions again for each rule, and
 * with the profile read through getters; AnswersBehind.test.ts holds the two
 * equal for generated people.
 */
import { type AnswerBehind, answerSources, notedOf, silent } from "../AnswersBehind.ts"
import type { HairProfile } from "../HairProfile.ts"
import type { ReportContext, Rule } from "../Rule.ts"
import { decideReportContext } from "../RulesReport.ts"

type Fact = AnswerBehind["fact"]
type Collection = ReadonlySet<unknown> | ReadonlyMap<unknown, unknown>

interface Reads {
  readonly direct: Array<AnswerBehind>
  readonly viaDecision: Array<AnswerBehind>
  deciding: boolean
}

const recording = (
  p: HairProfile,
  reads: Reads,
  consulted: Map<Fact, Collection>,
  unanswered: Set<Fact>,
  ruledOut: Set<Fact>,
): HairProfile => {
  const add = (fact: Fact, value: string, given?: AnswerBehind["noted"]) => {
    const noted = notedOf(p, fact, value, given)
    const known = (a: AnswerBehind) => a.fact === fact && a.value === value
    if (!reads.direct.some(known) && !reads.viaDecision.some(known))
      (reads.deciding ? reads.viaDecision : reads.direct).push({
        fact,
        value,
        from: answerSources[fact],
        ...(noted === undefined ? {} : { noted }),
      })
  }
  const collection = <C extends Collection>(fact: Fact, target: C): C =>
    new Proxy(target, {
      get(t, key) {
        if (key === "has")
          return (member: unknown) => {
            const found = t.has(member as never)
            if (!found) consulted.set(fact, t)
            else {
              const note =
                t instanceof Map ? (t.get(member) as AnswerBehind["noted"] | undefined) : undefined
              add(fact, String(member), fact === "noted" ? note : undefined)
            }
            return found
          }
        if (key === "get")
          return (member: unknown) => {
            const value = (t as ReadonlyMap<unknown, unknown>).get(member)
            if (value !== undefined)
              add(
                fact,
                String(member),
                fact === "noted" ? (value as AnswerBehind["noted"]) : undefined,
              )
            return value
          }
        if (key === Symbol.iterator || key === "keys" || key === "entries" || key === "values") {
          t.forEach((value: unknown, member: unknown) => {
            const note =
              t instanceof Map && value !== null && typeof value === "object" && "words" in value
                ? (value as AnswerBehind["noted"])
                : undefined
            add(
              fact,
              String(member),
              note === undefined ? undefined : { note: note.note, words: note.words },
            )
          })
          return (Reflect.get(t, key, t) as () => unknown).bind(t)
        }
        if (key === "size") {
          if (t.size === 0) add(fact, "none")
          return t.size
        }
        const value = Reflect.get(t, key, t)
        return typeof value === "function" ? value.bind(t) : value
      },
    })
  return new Proxy(p, {
    get(target, key) {
      const value = Reflect.get(target, key)
      if (typeof key !== "string" || key === "name") return value
      const fact = key as Fact
      if (value instanceof Set || value instanceof Map) return collection(fact, value)
      if (!silent.has(value)) add(fact, String(value))
      else if (value === "unknown") unanswered.add(fact)
      else if (value === false) ruledOut.add(fact)
      return value
    },
  })
}

const productChoice = new Set<PropertyKey>(["products", "leftOut", "overLimit"])

const decisionView = <T extends object>(
  target: T,
  reads: Reads,
  choice: (key: PropertyKey) => unknown,
): T =>
  new Proxy(target, {
    get(t, key) {
      if (productChoice.has(key)) return choice(key)
      const deciding = reads.deciding
      reads.deciding = true
      try {
        const value = Reflect.get(t, key)
        return typeof value === "object" &&
          value !== null &&
          !Array.isArray(value) &&
          !(value instanceof Set) &&
          !(value instanceof Map)
          ? decisionView(value, reads, choice)
          : value
      } finally {
        reads.deciding = deciding
      }
    },
  })

export const answersFromScratch = (
  rule: Pick<Rule<unknown>, "when" | "say">,
  p: HairProfile,
  decided?: ReportContext,
): ReadonlyArray<AnswerBehind> => {
  const reads: Reads = { direct: [], viaDecision: [], deciding: false }
  const consulted = new Map<Fact, Collection>()
  const unanswered = new Set<Fact>()
  const ruledOut = new Set<Fact>()
  const profile = recording(p, reads, consulted, unanswered, ruledOut)
  let plain = decided
  const choice = (key: PropertyKey) => {
    plain ??= decideReportContext(p)
    return Reflect.get(plain.plan, key)
  }
  const ctx = decisionView(decideReportContext(profile), reads, choice)
  if (!rule.when(profile, ctx)) return []
  rule.say(profile, ctx)
  const read = [...reads.direct, ...reads.viaDecision]
  if (read.length === 0) {
    for (const fact of ruledOut) read.push({ fact, value: "false", from: answerSources[fact] })
    for (const fact of unanswered) read.push({ fact, value: "unknown", from: answerSources[fact] })
    for (const [fact, collection] of consulted) {
      const members = [...collection.keys()].map(String)
      for (const value of members.length === 0 ? ["none"] : members)
        read.push({ fact, value, from: answerSources[fact] })
    }
  }
  return read
}
