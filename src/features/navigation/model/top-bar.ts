/** The top bar becomes collapsible once its content is taller than the threshold (spec §9 'Layout': 31 px). */
export function isTopBarCollapsible(contentHeight: number, expandThreshold: number): boolean {
  return contentHeight > expandThreshold;
}
