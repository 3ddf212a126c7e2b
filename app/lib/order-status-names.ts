// Each order status's name on the member's pages (/account and /account/orders, the `account` namespace).
export const ORDER_STATUS_NAMES = {
  pending: /*i18n*/ { id: "account.order_pending", message: "pending" },
  paid: /*i18n*/ { id: "account.order_paid", message: "paid" },
  fulfilled: /*i18n*/ { id: "account.order_fulfilled", message: "fulfilled" },
  failed: /*i18n*/ { id: "account.order_failed", message: "failed" },
  cancelled: /*i18n*/ { id: "account.order_cancelled", message: "cancelled" },
  refunded: /*i18n*/ { id: "account.order_refunded", message: "refunded" },
} as const;
