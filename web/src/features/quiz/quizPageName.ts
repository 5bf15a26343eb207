/**
 * The quiz's name in its page title: the route's head (routes/quiz.tsx) and
 * the frame the build paints (prerender.tsx). A file of its own, because the
 * route's head is in the app's first chunk and QuizPage.tsx must not be.
 */
export const quizPageName = "Hair quiz"
