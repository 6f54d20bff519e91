/** A seeded document: a stable id (a slug) so seeding twice overwrites instead of duplicating. */
export interface SeedDoc<T> {
  id: string;
  data: T;
}
