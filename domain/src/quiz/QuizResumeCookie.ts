/**
 * A cookie the quiz sets while it holds answers to resume (its progress is in
 * the tab's sessionStorage, which the server cannot see). The server sends
 * the quiz's first question painted in the page's HTML only without it, so
 * someone who reloads at question 12 never sees question 1 flash first: they
 * get the plain frame ("Loading...") until the app shows where they were.
 * It holds nothing but "1", lives for the browser session, and only on /quiz.
 */
export const quizResumeCookieName = "strand_quiz_resume"
