/**
 * The schemas of GET /api/user and GET /api/user/quiz-status, which
 * queries.ts loads with the first read (readApi.ts) rather than with the
 * app. A module of the SPA's own: importing the contract's files lazily
 * from here and the result page made the bundler (Rolldown) move its
 * runtime helpers out of the app's chunk into a file of their own, one more
 * request before any page could start (the landing page then hydrated late
 * enough for the tagline's timing test to fail now and then).
 */
export { QuizStatus as quizStatus, UserJson as user } from "@strand/api/contract/accounts/UserJson"
