/**
 * From the text the label reader saw on a photo, the ingredient list: from
 * the "Ingredients" heading (or, without one, the longest comma-separated
 * run) to where the label moves on to directions, warnings or the maker's
 * address. Line breaks are joined back (a name broken at its hyphen stays
 * one name), and a full stop the reader saw between two names becomes the
 * comma it almost always is. The person reads and corrects the result
 * before it is checked, so this only has to be close.
 */

const heading = /\b(?:ingr[eé]dients?|inci)\b\s*[:;.]?/iu

/** Where a label's ingredient list ends: the next section of the label. */
const nextSection =
  /\b(?:directions?|how to use|to use|usage|warnings?|cautions?|precautions?|keep out|for external|avoid contact|made in|manufactured|distributed|imported|produced|www\.|https?:|batch|lot\b|exp\b|best before|net\s+(?:wt|vol|content)|\d+\s*(?:ml|fl\.?\s*oz)\b|recycl)/iu

/** Names in a run of text: what the checker will count. */
const nameCount = (text: string) =>
  text.split(/[,;]/u).filter((part) => /\p{L}{2}/u.test(part)).length

const joinLines = (text: string) =>
  text
    .replace(/\r\n?/gu, "\n")
    // a name broken across lines at its hyphen: "Coco-\nGlucoside"
    .replace(/-\s*\n\s*/gu, "-")
    .replace(/\s*\n\s*/gu, " ")
    .replace(/[|¦]/gu, "l")
    .replace(/[“”«»"]/gu, "")
    .replace(/\s+/gu, " ")

/** A full stop between two names, as the reader often sees a comma. */
const periodsAsCommas = (list: string) =>
  list.replace(/(?<=[\p{L})\d%])\s*\.\s+(?=[\p{Lu}(])/gu, ", ")

/** The longest run of lines with commas in them, when the label has no heading. */
const longestCommaRun = (seen: string) => {
  const runs: Array<Array<string>> = []
  let run: Array<string> = []
  for (const line of seen.split(/\r?\n/u)) {
    const continues = run.length > 0 && /[,-]\s*$/u.test(run.at(-1) ?? "")
    if (line.includes(",") || continues) run.push(line)
    else if (run.length > 0) {
      runs.push(run)
      run = []
    }
  }
  runs.push(run)
  return runs
    .map((lines) => joinLines(lines.join("\n")))
    .reduce((best, text) => (nameCount(text) > nameCount(best) ? text : best), "")
}

export const ingredientsFromLabelText = (seen: string): string | undefined => {
  const text = joinLines(seen)
  const start = heading.exec(text)
  const fromList =
    start === null ? longestCommaRun(seen) : text.slice(start.index + start[0].length)
  const end = nextSection.exec(fromList)
  const list = periodsAsCommas((end === null ? fromList : fromList.slice(0, end.index)).trim())
    .replace(/^[\s,.;:]+|[\s,;:]+$/gu, "")
    .trim()
  // After a heading even one name is a list (a pure oil); without one, a run of names must show it.
  return nameCount(list) >= (start === null ? 3 : 1) ? list : undefined
}
