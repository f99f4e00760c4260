/** Small key/value facts about the database itself (seeds run, import versions). */
export interface MetaTable {
  key: string;
  value: string;
}
