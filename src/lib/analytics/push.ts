/** Pushes an event to the analytics data layer (window.dataLayer), creating it when missing. */
export function pushToDataLayer(event: { readonly event: string }): void {
  if (typeof window === 'undefined') return;
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  layer.push(event);
}
