/** What the server gives every product catalogue, whichever is chosen. */
export interface CatalogueShared {
  /** Who is asking, as the catalogues' terms want it said. */
  readonly userAgent: string
}
