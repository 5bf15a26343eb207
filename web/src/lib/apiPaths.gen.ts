// Generated from the HTTP contract (api/src/contract/StrandApi.ts) by
// web/build/apiPaths.ts: do not edit; `npm run api-paths -w @strand/web`.

/** Every endpoint's path, by group and endpoint as the typed client names them. */
export const apiPaths = {
  system: {
    livez: "/api/livez",
    readyz: "/api/readyz",
    health: "/api/health",
  },
  waitlist: {
    join: "/api/waitlist",
    count: "/api/waitlist/count",
  },
  accounts: {
    login: "/api/login",
    confirmLogin: "/api/login/confirm",
    logout: "/api/logout",
    user: "/api/user",
    quizStatus: "/api/user/quiz-status",
  },
  admin: {
    waitlist: "/api/admin/waitlist",
    waitlistCsv: "/api/admin/waitlist.csv",
  },
  adminAnalysts: {
    overview: "/api/admin/analysts",
  },
  progress: {
    compare: "/api/analyses/compare",
  },
  analysis: {
    analyse: "/api/analyze-hair",
    find: "/api/analyses/:analysisId",
    list: "/api/user/analyses",
    calendar: "/api/analyses/:analysisId/calendar.ics",
    doctorSummary: "/api/analyses/:analysisId/doctor-summary",
    doctorSummaryPdf: "/api/analyses/:analysisId/doctor-summary.pdf",
    remove: "/api/analyses/:analysisId",
  },
  reportMail: {
    send: "/api/send-report/:analysisId",
  },
  feedback: {
    send: "/api/feedback",
  },
  crm: {
    overview: "/api/admin/crm",
    sync: "/api/admin/sync-:crm",
  },
  outbox: {
    list: "/api/admin/outbox",
    retry: "/api/admin/outbox/:id/retry",
  },
  engagement: {
    record: "/api/events",
  },
  funnel: {
    read: "/api/admin/funnel",
  },
  ingredients: {
    check: "/api/ingredient-check",
  },
  products: {
    find: "/api/products/:barcode",
  },
  adminProducts: {
    list: "/api/admin/products",
    correct: "/api/admin/products/:barcode",
  },
  retakeReminder: {
    status: "/api/retake-reminder",
    optIn: "/api/retake-reminder",
    optOut: "/api/retake-reminder",
    stop: "/api/retake-reminder/stop",
  },
  experts: {
    find: "/api/experts",
    share: "/api/analyses/:analysisId/share",
    shares: "/api/summary-shares",
  },
  adminExperts: {
    list: "/api/admin/experts",
    add: "/api/admin/experts",
    change: "/api/admin/experts/:expertId",
    remove: "/api/admin/experts/:expertId",
  },
  routineSchedule: {
    find: "/api/routine-schedule",
    save: "/api/routine-schedule",
  },
} as const
