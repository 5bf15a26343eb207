/**
 * The spec's generic error texts (section 8), apart from the ApiError schema
 * (ApiError.ts) so that code which only shows a message does not load
 * Effect's Schema.
 */
export const timeoutMessage = "Request timeout"
export const invalidResponseMessage = "Invalid response format received from server"
export const networkErrorMessage =
  "Unable to connect to the server. Please check your internet connection."
export const parseErrorMessage = "Received an invalid response from the server."
export const unknownErrorMessage = "An unexpected error occurred."
