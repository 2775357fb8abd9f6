/** What one reading showed against the approved tree. */
export interface TreeResult {
  status: 'unchanged' | 'changed' | 'new' | 'error';
  error?: string;
  /** The changed lines with their context, for a changed tree. */
  diff?: string;
}

/** What a record keeps: the digest of the tree it matched, so an edited or replaced baseline is seen. */
export interface TreeRecord {
  baseline: string;
}
