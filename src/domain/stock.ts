/** Whether a product or variation can be bought now, later (backorder) or not at all. */
export const STOCK_STATUSES = ['instock', 'outofstock', 'onbackorder'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
