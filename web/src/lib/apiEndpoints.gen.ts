// Generated from the HTTP contract (api/src/contract/StrandApi.ts) by
// web/build/apiEndpoints.ts: do not edit; `npm run api-endpoints -w @strand/web`.

/** Every endpoint, by group and name as the contract names them: its method and path. */
export const api = {
  system: {
    livez: "GET /api/livez",
    readyz: "GET /api/readyz",
    health: "GET /api/health",
  },
  waitlist: {
    join: "POST /api/waitlist",
    count: "GET /api/waitlist/count",
  },
  accounts: {
    login: "POST /api/login",
    confirmLogin: "POST /api/login/confirm",
    logout: "POST /api/logout",
    user: "GET /api/user",
    quizStatus: "GET /api/user/quiz-status",
  },
  admin: {
    waitlist: "GET /api/admin/waitlist",
    waitlistCsv: "GET /api/admin/waitlist.csv",
  },
  adminAnalysts: {
    overview: "GET /api/admin/analysts",
  },
  progress: {
    compare: "GET /api/analyses/compare",
  },
  analysis: {
    analyse: "POST /api/analyze-hair",
    find: "GET /api/analyses/:analysisId",
    list: "GET /api/user/analyses",
    calendar: "GET /api/analyses/:analysisId/calendar.ics",
    doctorSummary: "GET /api/analyses/:analysisId/doctor-summary",
    doctorSummaryPdf: "POST /api/analyses/:analysisId/doctor-summary.pdf",
    remove: "DELETE /api/analyses/:analysisId",
  },
  reportMail: {
    send: "POST /api/send-report/:analysisId",
  },
  feedback: {
    send: "POST /api/feedback",
  },
  crm: {
    overview: "GET /api/admin/crm",
    sync: "POST /api/admin/sync-:crm",
  },
  outbox: {
    list: "GET /api/admin/outbox",
    retry: "POST /api/admin/outbox/:id/retry",
  },
  engagement: {
    record: "POST /api/events",
  },
  funnel: {
    read: "GET /api/admin/funnel",
  },
  ingredients: {
    check: "POST /api/ingredient-check",
  },
  products: {
    find: "GET /api/products/:barcode",
  },
  adminProducts: {
    list: "GET /api/admin/products",
    correct: "PATCH /api/admin/products/:barcode",
  },
  retakeReminder: {
    status: "GET /api/retake-reminder",
    optIn: "POST /api/retake-reminder",
    optOut: "DELETE /api/retake-reminder",
    stop: "POST /api/retake-reminder/stop",
  },
  experts: {
    find: "GET /api/experts",
    share: "POST /api/analyses/:analysisId/share",
    shares: "GET /api/summary-shares",
  },
  adminExperts: {
    list: "GET /api/admin/experts",
    add: "POST /api/admin/experts",
    change: "PUT /api/admin/experts/:expertId",
    remove: "DELETE /api/admin/experts/:expertId",
  },
  routineSchedule: {
    find: "GET /api/routine-schedule",
    save: "PUT /api/routine-schedule",
  },
} as const
