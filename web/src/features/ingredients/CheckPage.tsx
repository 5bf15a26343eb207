/**
 * The ingredient checker (/check): paste a label, say what it is and where
 * it goes if you like, and learn on one screen whether the product suits
 * YOUR hair and why. The verdict comes first, with how the product was read
 * when the person did not say; then each flag with the ingredients
 * involved, why (in terms of what the person told the quiz), the line of
 * their report it follows from when the report says it, and what to look
 * for instead; then every ingredient, grouped, unknown ones included. No
 * brand is named anywhere.
 */

import { ApiError } from "@strand/domain/errors/ApiError"
import {
  categoryMeanings,
  categoryNames,
  ingredientCategories,
} from "@strand/domain/ingredients/IngredientCategory"
import type { IngredientCheckAnswer } from "@strand/domain/ingredients/IngredientCheck"
import {
  ingredientListMaxLength,
  type ProductType,
  productTypeNames,
  productTypes,
} from "@strand/domain/ingredients/IngredientList"
import {
  type AppliedTo,
  applicationAreas,
  appliedToNames,
} from "@strand/domain/ingredients/ProductUse"
import { longDate } from "@strand/domain/text/LongDate"
import { Link } from "@tanstack/react-router"
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from "react"
import { isServerAnswer } from "../../lib/apiClient.ts"
import type { SignInState } from "../../lib/viewer.ts"
import { buttonClass, PendingButton } from "../../ui/button.tsx"
import * as Field from "../../ui/field.tsx"
import { LoadingPanel, StatePanel } from "../../ui/StatePanel.tsx"
import { useIngredientCheck } from "./mutations.ts"

export type CheckViewer = SignInState

type Answer = IngredientCheckAnswer
type Verdict = Answer["verdict"]

const verdictBadge: Record<Verdict, { readonly label: string; readonly className: string }> = {
  suits: { label: "Suits your hair", className: "bg-sage-100 text-sage-700" },
  caution: { label: "Use with care", className: "bg-sand-100 text-clay-700" },
  not_for_you: { label: "Not a good fit", className: "bg-danger-600/10 text-danger-600" },
  no_report: { label: "Not judged yet", className: "bg-sand-100 text-ink-700" },
}

export function CheckPage({
  viewer,
  initialText = "",
}: {
  readonly viewer: CheckViewer
  readonly initialText?: string
}) {
  const check = useIngredientCheck()
  const [text, setText] = useState(initialText)
  const [productType, setProductType] = useState<ProductType | "">("")
  const [appliedTo, setAppliedTo] = useState<AppliedTo | "">("")
  const resultRef = useRef<HTMLElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const formErrorId = useId()
  const verdict = check.isPending ? undefined : check.data

  // A new verdict gets the focus once it is on screen: keyboard and screen-reader users land on it.
  useEffect(() => {
    if (verdict !== undefined) resultRef.current?.focus()
  }, [verdict])

  const error = check.error
  // The server's refusal of the text belongs under the field; anything else above the button.
  const fieldError =
    error !== null && isServerAnswer(error) && error.code === "VALIDATION_ERROR"
      ? error.message
      : undefined
  // The server's refusal reaches the page a task after the call: focus follows the marks
  // (once per call: submittedAt tells the calls apart).
  Field.useFocusOnRefusal(formRef, check.submittedAt, fieldError !== undefined)

  if (viewer === "loading") return <LoadingPanel>Loading the checker...</LoadingPanel>
  if (viewer === "signed-out") {
    return (
      <StatePanel
        icon="lock"
        title="Please Log In"
        action={
          <Link to="/login" className={buttonClass()}>
            Log In
          </Link>
        }
      >
        Log in to check a product against your own hair.
      </StatePanel>
    )
  }

  const formError =
    error !== null && fieldError === undefined
      ? error instanceof ApiError && !isServerAnswer(error as unknown)
        ? `${error.message} ${error.suggestion}`.trim()
        : error.message
      : undefined

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    check.mutate({
      ingredients: text,
      ...(productType === "" ? {} : { productType }),
      ...(appliedTo === "" ? {} : { appliedTo }),
    })
  }

  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-4xl font-semibold text-ink-900">Check a product</h1>
        <Link to="/my-reports" className={buttonClass("secondary", "px-4 py-2 text-sm")}>
          My Reports
        </Link>
      </div>
      <p className="mt-3 text-ink-700">
        Paste the ingredient list from a shampoo, conditioner or styler. Strand sorts every
        ingredient and tells you whether the product suits your hair, judged against your latest
        report.
      </p>

      <form
        ref={formRef}
        className="mt-8 flex flex-col gap-5 rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6"
        onSubmit={submit}
        aria-describedby={formError === undefined ? undefined : formErrorId}
        noValidate
      >
        <Field.Root invalid={fieldError !== undefined}>
          <Field.Label>Ingredients, as printed on the label</Field.Label>
          <Field.Textarea
            rows={6}
            value={text}
            maxLength={ingredientListMaxLength}
            onChange={(event) => setText(event.target.value)}
            placeholder="Aqua (Water), Sodium Laureth Sulfate, Cocamidopropyl Betaine, Glycerin, Parfum..."
          />
          <Field.HelperText>
            Commas, semicolons or one per line; headers, percentages and footnote marks are fine.
          </Field.HelperText>
          <Field.ErrorText>{fieldError}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>What is it? (optional)</Field.Label>
          <Field.Select
            value={productType}
            onChange={(event) => setProductType(event.target.value as ProductType | "")}
          >
            <option value="">Not sure</option>
            {productTypes.map((type) => (
              <option key={type} value={type}>
                {productTypeNames[type]}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <Field.Root>
          <Field.Label>Where does it go? (optional)</Field.Label>
          <Field.Select
            value={appliedTo}
            onChange={(event) => setAppliedTo(event.target.value as AppliedTo | "")}
          >
            <option value="">As the product is meant</option>
            {applicationAreas.map((area) => (
              <option key={area} value={area}>
                {appliedToNames[area]}
              </option>
            ))}
          </Field.Select>
          <Field.HelperText>
            A rinse-off and a leave-on, or the scalp and the lengths, are judged differently.
          </Field.HelperText>
        </Field.Root>
        {formError !== undefined && <Field.FormError id={formErrorId}>{formError}</Field.FormError>}
        <div>
          <PendingButton
            type="submit"
            pending={check.isPending}
            label="Check it"
            pendingLabel="Checking..."
          />
        </div>
      </form>

      {verdict !== undefined && <CheckResult answer={verdict} focusRef={resultRef} />}
    </main>
  )
}

export function CheckResult({
  answer,
  focusRef,
}: {
  readonly answer: Answer
  readonly focusRef?: Ref<HTMLElement>
}) {
  const badge = verdictBadge[answer.verdict]
  const headingId = useId()
  return (
    <section
      ref={focusRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="mt-10 flex flex-col gap-8 outline-none"
    >
      <div className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6">
        <p
          className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${badge.className}`}
        >
          {badge.label}
        </p>
        <h2 id={headingId} className="mt-3 font-display text-2xl font-semibold text-ink-900">
          {answer.headline}
        </h2>
        {answer.readAs.note !== undefined && (
          <p className="mt-3 text-ink-700">{answer.readAs.note}</p>
        )}
        {answer.basedOn === undefined ? (
          <p className="mt-3 text-ink-700">
            Your ingredients are sorted below.{" "}
            <Link to="/quiz" className="font-medium text-clay-700 underline">
              Take the quiz
            </Link>{" "}
            and check again to see whether it suits you.
          </p>
        ) : (
          <p className="mt-3 text-sm text-ink-500">
            Judged against{" "}
            <Link
              to="/result"
              search={{ analysisId: answer.basedOn.analysisId }}
              className="font-medium text-clay-700 underline"
            >
              your report of {longDate(answer.basedOn.createdAt)}
            </Link>
            .
          </p>
        )}
        {answer.unknownCount > 0 && (
          <p className="mt-2 text-sm text-ink-500">
            {answer.unknownCount === 1
              ? "One ingredient is not in the ingredient library"
              : `${answer.unknownCount} ingredients are not in the ingredient library`}
            ; the verdict is about the ones it knows.
          </p>
        )}
      </div>

      {answer.flags.length > 0 && (
        <section aria-labelledby={`${headingId}-flags`}>
          <h2 id={`${headingId}-flags`} className="font-display text-xl font-semibold text-ink-900">
            What to know for your hair
          </h2>
          <ul className="mt-4 flex flex-col gap-4">
            {answer.flags.map((flag) => (
              <li
                key={flag.id}
                aria-labelledby={`${headingId}-${flag.id}`}
                className="rounded-3xl border border-sand-200 bg-white p-5 shadow-xs"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <h3
                    id={`${headingId}-${flag.id}`}
                    className="font-display text-lg font-semibold text-ink-900"
                  >
                    {flag.title}
                  </h3>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      flag.severity === "avoid"
                        ? "bg-danger-600/10 text-danger-600"
                        : "bg-sand-100 text-clay-700"
                    }`}
                  >
                    {flag.severity === "avoid" ? "Avoid" : "Caution"}
                  </span>
                </div>
                <dl className="mt-3 flex flex-col gap-2 text-ink-700">
                  <div>
                    <dt className="text-sm font-semibold text-ink-900">In this product</dt>
                    <dd>{flag.ingredients.join(", ")}</dd>
                  </div>
                  <div>
                    <dt className="text-sm font-semibold text-ink-900">Why</dt>
                    <dd>{flag.why}</dd>
                  </div>
                  {flag.relatedRecommendation !== undefined && (
                    <div>
                      <dt className="text-sm font-semibold text-ink-900">
                        Your report, {flag.relatedRecommendation.sectionTitle}
                      </dt>
                      <dd>
                        <q>{flag.relatedRecommendation.text}</q>
                      </dd>
                    </div>
                  )}
                  <div>
                    <dt className="text-sm font-semibold text-ink-900">Look for instead</dt>
                    <dd>{flag.lookFor}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      )}

      {answer.matches.length > 0 && (
        <section aria-labelledby={`${headingId}-matches`}>
          <h2
            id={`${headingId}-matches`}
            className="font-display text-xl font-semibold text-ink-900"
          >
            What suits you in it
          </h2>
          <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-ink-700">
            {answer.matches.map((match) => (
              <li key={match.id}>
                {match.text}
                {match.relatedRecommendation !== undefined && (
                  <span className="block text-sm text-ink-500">
                    Your report, {match.relatedRecommendation.sectionTitle}:{" "}
                    <q>{match.relatedRecommendation.text}</q>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <IngredientGroups answer={answer} />

      <p className="text-xs text-ink-500">
        Ingredients recognised with {answer.library.name}, {answer.library.licence} licence. Strand
        never names or ranks brands.
      </p>
    </section>
  )
}

function IngredientGroups({ answer }: { readonly answer: Answer }) {
  const headingId = useId()
  // The place on the label keys each name: a label may list one twice.
  const listed = answer.ingredients.map((ingredient, position) => ({ ...ingredient, position }))
  const unknown = listed.filter((i) => !i.recognised)
  const groups = ingredientCategories
    .map((category) => ({
      category,
      members: listed.filter((i) => i.categories.includes(category)),
    }))
    .filter((group) => group.members.length > 0)
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-xl font-semibold text-ink-900">
        Every ingredient ({answer.ingredients.length})
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {groups.map(({ category, members }) => (
          <section
            key={category}
            aria-labelledby={`${headingId}-${category}`}
            className="rounded-2xl border border-sand-200 bg-white p-4"
          >
            <h3 id={`${headingId}-${category}`} className="font-semibold text-ink-900">
              {categoryNames[category]} ({members.length})
            </h3>
            <p className="mt-1 text-sm text-ink-500">{categoryMeanings[category]}</p>
            <ul className="mt-2 flex flex-col gap-1 text-ink-700">
              {members.map((member) => (
                <li key={member.position}>
                  {member.asPrinted}
                  {member.mayContain && <span className="text-ink-500"> (may contain)</span>}
                </li>
              ))}
            </ul>
          </section>
        ))}
        {unknown.length > 0 && (
          <section
            aria-labelledby={`${headingId}-unknown`}
            className="rounded-2xl border border-dashed border-sand-300 bg-sand-50 p-4"
          >
            <h3 id={`${headingId}-unknown`} className="font-semibold text-ink-900">
              Not recognised ({unknown.length})
            </h3>
            <p className="mt-1 text-sm text-ink-500">
              Not in the ingredient library, often plant extracts; check the spelling if one looks
              wrong.
            </p>
            <ul className="mt-2 flex flex-col gap-1 text-ink-700">
              {unknown.map((member) => (
                <li key={member.position}>{member.asPrinted}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </section>
  )
}
