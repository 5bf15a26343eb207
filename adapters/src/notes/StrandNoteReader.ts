/**
 * Strand's own note reader: the one the server runs and the tests read notes
 * with, so swapping the technology is this one line.
 */
export {
  readWithVocabulary as readStrandNotes,
  VocabularyNoteReader as StrandNoteReader,
} from "./VocabularyNoteReader.ts"
