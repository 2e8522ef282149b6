import { describe, expect, it } from 'vitest';
import {
  billingDone, expressStep, nextStep, previousStep, reachableStep, shippingDone, stepOfPath, stepPath, type CheckoutProgress,
} from '@lib/checkout/steps';

const nothing: CheckoutProgress = { pickupOnly: false, hasShippingAddress: false, shippingMethodsChosen: true, hasBillingAddress: false, paymentCovered: false };
const shipped: CheckoutProgress = { ...nothing, hasShippingAddress: true };
const paid: CheckoutProgress = { ...shipped, hasBillingAddress: true, paymentCovered: true };

describe('checkout steps (spec §2, §4)', () => {
  it('reads the step from the path and builds step paths with the carried query', () => {
    expect(stepOfPath('/en-us/checkout')).toBeNull();
    expect(stepOfPath('/en-us/checkout/billing')).toBe('billing');
    expect(stepOfPath('/en-us/checkout/summary/')).toBe('summary');
    expect(stepOfPath('/en-us/checkout/payment')).toBeNull();
    expect(stepPath('/en-us/checkout?siteId=stride', 'billing')).toBe('/en-us/checkout/billing?siteId=stride');
    expect(stepPath('/fr-ca/checkout/', 'summary')).toBe('/fr-ca/checkout/summary');
  });

  it('orders shipping → billing → summary', () => {
    expect(nextStep('shipping')).toBe('billing');
    expect(nextStep('billing')).toBe('summary');
    expect(nextStep('summary')).toBeNull();
    expect(previousStep('summary')).toBe('billing');
    expect(previousStep('shipping')).toBeNull();
  });

  it('never shows a step the cart is not ready for', () => {
    expect(reachableStep('summary', nothing)).toBe('shipping');
    expect(reachableStep('billing', nothing)).toBe('shipping');
    expect(reachableStep('summary', shipped)).toBe('billing');
    expect(reachableStep('billing', shipped)).toBe('billing');
    expect(reachableStep('summary', paid)).toBe('summary');
    expect(reachableStep('shipping', paid)).toBe('shipping');
  });

  it('needs a shipping address unless every line is picked up, and a method for every shipment', () => {
    expect(shippingDone(nothing)).toBe(false);
    expect(shippingDone({ ...nothing, pickupOnly: true })).toBe(true);
    expect(shippingDone({ ...shipped, shippingMethodsChosen: false })).toBe(false);
    expect(billingDone({ ...shipped, hasBillingAddress: true })).toBe(false);
    expect(billingDone({ ...paid, hasShippingAddress: false })).toBe(false);
    expect(billingDone(paid)).toBe(true);
  });

  it('express checkout: a signed-in shopper with a default card and an address (or pickup only) goes to summary', () => {
    const facts = { registered: true, hasDefaultCard: true, hasDefaultShippingAddress: false, hasShippingAddress: false, pickupOnly: false };
    expect(expressStep({ ...facts, hasDefaultShippingAddress: true })).toBe('summary');
    expect(expressStep({ ...facts, hasShippingAddress: true })).toBe('summary');
    expect(expressStep({ ...facts, pickupOnly: true })).toBe('summary');
    expect(expressStep(facts)).toBe('shipping');
    expect(expressStep({ ...facts, hasDefaultShippingAddress: true, hasDefaultCard: false })).toBe('shipping');
    expect(expressStep({ ...facts, hasDefaultShippingAddress: true, registered: false })).toBe('shipping');
  });
});
