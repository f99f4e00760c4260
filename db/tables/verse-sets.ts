export interface VerseSetsTable {
  id: string;
  name: string;
  emoji: string;
  description: string;
  /** JSON array of references as shown ("Psalm 23", "Luke 2:10-11"). */
  verse_references: string;
  sort_order: number;
  created_at: string;
  updated_at: string;
}
