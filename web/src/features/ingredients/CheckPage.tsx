/**
 * The ingredient checker (/check): scan a product's barcode, photograph its
 * label or paste its list, say what it is and where it goes if you like,
 * and learn on one screen whether the product suits YOUR hair and why, and,
 * when it falls short, what to buy instead. The verdict comes first, with how the product was read
 * when the person did not say; then each flag with the ingredients
 * involved, why (in terms of what the person told the quiz), the line of
 * their report it follows from when the report says it, and what to look
 * for instead; then products that suit them better, with how they were
 * chosen; then every ingredient, grouped, unknown ones included. The
 * scanner and the label reader load only when chosen (scan/).
 */

import type { IngredientCheckAnswer } from "@strand/domain/check/IngredientCheck"
import { type AppliedTo, applicationAreas, appliedToNames } from "@strand/domain/check/ProductUse"
import { ApiError } from "@strand/domain/errors/ApiError"
import {
  categoryMeanings,
  categoryNames,
  ingredientCategories,
} from "@strand/domain/ingredients/IngredientCategory"
import {
  ingredientListMaxLength,
  listProblemMessages,
  type ProductType,
  productTypeNames,
  productTypes,
  readIngredientList,
} from "@strand/domain/ingredients/IngredientList"
import { type ProductCard, productTitle } from "@strand/domain/products/Product"
import { longDate } from "@strand/domain/text/LongDate"
import { Link } from "@tanstack/react-router"
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from "react"
import { isServerAnswer } from "../../lib/callApi.ts"
import type { SignedInState } from "../../lib/viewer.ts"
import { buttonClass, PendingButton } from "../../ui/button.tsx"
import * as Field from "../../ui/field.tsx"
import { StatePanel } from "../../ui/StatePanel.tsx"
import { AlternativesSection, CheckedProduct } from "./AlternativesSection.tsx"
import { useIngredientCheck } from "./mutations.ts"
import { BarcodeScan } from "./scan/BarcodeScan.tsx"
import { LabelPhoto } from "./scan/LabelPhoto.tsx"
import type { WayIn } from "./scan/ScanView.tsx"
import { WaysIn } from "./scan/WaysIn.tsx"

export type CheckViewer = SignedInState

type Answer = IngredientCheckAnswer
type Verdict = Answer["verdict"]

const verdictBadge: Record<Verdict, { readonly label: string; readonly className: string }> = {
  suits: { label: "Suits your hair", className: "bg-sage-100 text-sage-700" },
  caution: { label: "Use with care", className: "bg-sand-100 text-clay-700" },
  not_for_you: { label: "Not a good fit", className: "bg-danger-600/10 text-danger-600" },
  no_report: { label: "Not judged yet", className: "bg-sand-100 text-ink-700" },
}

/** Phones start with the scanner, computers with the text box. */
const firstWay = (): WayIn =>
  typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches ? "scan" : "paste"

export function CheckPage({
  viewer,
  initialText = "",
  initialWay,
  readFromPhoto = false,
}: {
  readonly viewer: CheckViewer
  readonly initialText?: string
  readonly initialWay?: WayIn
  /** The text came from a photo of the label, for the person to correct. */
  readonly readFromPhoto?: boolean
}) {
  const check = useIngredientCheck()
  const [way, setWay] = useState<WayIn>(() => initialWay ?? firstWay())
  const [fromPhoto, setFromPhoto] = useState(readFromPhoto)
  // A product known by its barcode whose list the person types or photographs.
  const [product, setProduct] = useState<ProductCard | undefined>(undefined)
  const [text, setText] = useState(initialText)
  const textRef = useRef<HTMLTextAreaElement>(null)
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

  // Text that is plainly not a label is refused here, at once, without asking the server.
  const [refused, setRefused] = useState<{ readonly message: string; readonly at: number }>()
  const error = check.error
  // The refusal of the text belongs under the field; anything else above the button.
  const fieldError =
    refused?.message ??
    (error !== null && isServerAnswer(error) && error.code === "VALIDATION_ERROR"
      ? error.message
      : undefined)
  // A refusal reaches the page a task after the submit: focus follows the marks
  // (once per submit: the time tells them apart).
  Field.useFocusOnRefusal(formRef, refused?.at ?? check.submittedAt, fieldError !== undefined)

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

  const use = {
    ...(productType === "" ? {} : { productType }),
    ...(appliedTo === "" ? {} : { appliedTo }),
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const read = readIngredientList(text)
    if (read._tag === "Refused") {
      setRefused({ message: listProblemMessages[read.problem], at: Date.now() })
      return
    }
    setRefused(undefined)
    check.mutate({
      ingredients: text,
      ...(product === undefined ? {} : { barcode: product.barcode }),
      ...use,
    })
  }
  const choose = (next: WayIn) => {
    setWay(next)
    if (next === "scan") setProduct(undefined)
    setRefused(undefined)
    check.reset()
  }
  const readLabel = (ingredients: string) => {
    setText(ingredients)
    setFromPhoto(true)
    setWay("paste")
    requestAnimationFrame(() => textRef.current?.focus())
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
        Scan a shampoo, conditioner or styler, photograph its label or paste its ingredient list.
        Strand sorts every ingredient and tells you whether the product suits your hair, judged
        against your latest report, and what to buy instead when it does not.
      </p>

      <WaysIn value={way} onChange={choose} />

      {way === "scan" && (
        <div className="mt-6">
          <BarcodeScan
            onProduct={(found) => {
              setProduct(found)
              check.mutate({ barcode: found.barcode, ...use })
            }}
            onNoList={setProduct}
            onWay={choose}
          />
        </div>
      )}
      {way === "photo" && (
        <div className="mt-6">
          <LabelPhoto onRead={readLabel} onWay={choose} />
        </div>
      )}

      {way === "paste" && (
        <form
          ref={formRef}
          className="mt-8 flex flex-col gap-5 rounded-3xl border border-sand-200 bg-white p-5 shadow-xs sm:p-6"
          onSubmit={submit}
          aria-describedby={formError === undefined ? undefined : formErrorId}
          noValidate
        >
          {product !== undefined && (
            <p className="text-ink-700">
              For <span className="font-semibold text-ink-900">{productTitle(product)}</span>: type
              its ingredients as printed on the label.
            </p>
          )}
          <Field.Root invalid={fieldError !== undefined}>
            <Field.Label>Ingredients, as printed on the label</Field.Label>
            {fromPhoto && (
              <p className="rounded-2xl bg-sand-100 px-4 py-3 text-sm text-ink-700">
                Read from your photo. Compare it with the label and correct any name the reader got
                wrong, then check it.
              </p>
            )}
            <Field.Textarea
              ref={textRef}
              rows={fromPhoto ? 8 : 6}
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
          {formError !== undefined && (
            <Field.FormError id={formErrorId}>{formError}</Field.FormError>
          )}
          <div>
            <PendingButton
              type="submit"
              pending={check.isPending}
              label="Check it"
              pendingLabel="Checking..."
            />
          </div>
        </form>
      )}

      {way !== "paste" && formError !== undefined && (
        <div className="mt-4">
          <Field.FormError id={formErrorId}>{formError}</Field.FormError>
        </div>
      )}
      {way !== "paste" && check.isPending && (
        <p role="status" className="mt-6 text-ink-700">
          Checking it against your report...
        </p>
      )}
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
        {answer.product !== undefined && <CheckedProduct product={answer.product} />}
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

      {answer.alternatives !== undefined && (
        <AlternativesSection alternatives={answer.alternatives} />
      )}

      <IngredientGroups answer={answer} />

      <p className="text-xs text-ink-500">
        Ingredients recognised with {answer.library.name}, {answer.library.licence} licence. No
        brand pays Strand to be shown or suggested.
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
