/** The top bar becomes collapsible once its content is taller than the threshold (31 px in the store's layout). */
export function isTopBarCollapsible(contentHeight: number, expandThreshold: number): boolean {
  return contentHeight > expandThreshold;
}
