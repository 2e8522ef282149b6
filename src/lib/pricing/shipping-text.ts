/** A shipping amount as a shopper reads it: the word for free (the caller's catalogue's `shippingFree`) at 0, else the amount. */
export function shippingText(minor: number, money: (minor: number) => string, free: string): string {
  return minor === 0 ? free : money(minor);
}
