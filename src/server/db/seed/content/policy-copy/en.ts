import type { PolicyCopy } from './types';

/** English (en-us, en-ca, en-gb share it; US spelling, as the storefront's messages). */
export const EN: PolicyCopy = {
  'help/contact-us': (f) => `<p>Questions about an order, a return or your ${f.brand} account? Send us a message below and we will get back to you. Returning something? See <a href="${f.link('/help/returns/how-to-return')}">how to return an item</a>.</p>`,
  loyalty: (f) => `<p>Earn ${f.earnPoints} ${f.earnPoints === 1 ? 'point' : 'points'} for every ${f.earnPer} you spend at ${f.brand} and turn them into vouchers. Read the <a href="${f.link('/loyalty-terms')}">loyalty program terms</a>.</p>`,
  westend: (f) => `<p>Our flagship store in the West End: the full ${f.brand} range, expert advice and in-store pickup of your online orders.</p>`,
  basecamp: (f) => `<p>Guides, gear advice and stories from the ${f.brand} team.</p>`,
  join: (f) => `<p>Create your ${f.brand} account and join the loyalty program in one step: you earn points from your first order. Read the <a href="${f.link('/loyalty-terms')}">loyalty program terms</a>.</p>`,

  'help/returns/how-to-return': (f) => `<p>Changed your mind, or it doesn't fit? You can return most items bought from ${f.brand} within <strong>${f.returnDays} days</strong> of delivery, and returns are free.</p>
<h2>What you can return</h2>
<ul><li>Items that are unworn and unwashed, with their original tags and packaging.</li><li>Shoes tried on indoors only, in their original box.</li><li>Not returnable: gift cards, personalized items and, for hygiene reasons, socks and underwear once unpacked.</li></ul>
<h2>How to send it back</h2>
<ol><li>Sign in and open your orders in <a href="${f.link('/account')}">your account</a>. Checked out as a guest? <a href="${f.link('/help/contact-us')}">Contact us</a> with your order number.</li><li>Choose the items and tell us why you are returning them; we email you a prepaid return label.</li><li>Pack the items securely, stick the label on the parcel and drop it at a carrier drop-off point within ${f.returnDays} days of delivery.</li></ol>
<h2>Your refund</h2>
<p>When your parcel reaches us we check it and refund the original payment method, usually within 5 business days; your bank may take a few more days to show it. Amounts paid by gift card go back to a gift card.</p>
<p>Loyalty points you paid with are given back to your account. Points earned on an order stay pending for ${f.returnDays} days, so points for returned items are simply cancelled.</p>
<h2>Exchanges and faulty items</h2>
<p>Need another size or color? Return the item and place a new order, so the one you want doesn't sell out in the meantime. Received something damaged or not what you ordered? <a href="${f.link('/help/contact-us')}">Contact us</a> and we will put it right.</p>`,

  'loyalty-terms': (f) => `<p>These terms apply to the ${f.brand} loyalty program. By joining you accept them, together with our <a href="${f.link('/privacy')}">privacy notice</a>.</p>
<h2>Joining</h2>
<ul><li>Membership is free for anyone with a ${f.brand} account: join when you create your account, or later from your account.</li><li>One membership per person. You can leave at any time; unspent points and vouchers are then lost.</li></ul>
<h2>Earning points</h2>
<ul><li>You earn <strong>${f.earnPoints} ${f.earnPoints === 1 ? 'point' : 'points'} for every ${f.earnPer}</strong> you pay for an order, not counting what you pay with points or point vouchers.</li><li>Points stay pending for ${f.returnDays} days, the return window, and then become active. Points for returned items are cancelled.</li></ul>
<h2>Spending points</h2>
<ul><li>Active points pay at checkout: 100 points are worth ${f.hundredPoints}.</li><li>Or exchange them for a voucher: ${f.vouchers.map((v) => `${v.points} points for ${v.amount}`).join(', ')}.</li><li>A voucher can be used for ${f.voucherDays} days. It cannot be exchanged for cash, and the points of a voucher left unused are not given back.</li></ul>
<h2>Expiry and changes</h2>
<p>Active points expire ${f.pointsMonths} months after they became spendable if you have not used them. We will email members before any change to these terms that affects their points. Questions? <a href="${f.link('/help/contact-us')}">Contact us</a>.</p>`,

  'brand-terms': (f) => `<p>These terms apply when you use the ${f.brand} website and your ${f.brand} account. Orders are covered by our <a href="${f.link('/sale-terms')}">terms of sale</a>.</p>
<h2>Your account</h2>
<ul><li>Keep your details up to date and your password to yourself; tell us straight away if you think someone else is using your account.</li><li>We may suspend an account used for fraud, abuse or reselling.</li></ul>
<h2>Our content</h2>
<p>The ${f.brand} name, logos, photos and texts belong to us or to the people who licensed them to us. You may view and share them for personal, non-commercial use; copying them in bulk or collecting them automatically is not allowed.</p>
<h2>Reviews you post</h2>
<ul><li>Reviews should be honest, about the product, and free of offensive language and personal details.</li><li>We may moderate or remove reviews that break these rules, and we may show your review and first name on our sites.</li></ul>
<h2>Availability</h2>
<p>We work to keep the site available and accurate, but we may change or pause parts of it. We are not responsible for the content of other websites we link to. Questions? <a href="${f.link('/help/contact-us')}">Contact us</a>.</p>`,

  'sale-terms': (f) => `<p>These terms apply to every order you place with ${f.brand} online. Your statutory rights as a consumer are not affected.</p>
<h2>Orders and prices</h2>
<ul><li>Taxes and delivery costs are shown in your bag and at checkout before you pay.</li><li>We confirm your order by email. If an item is unavailable or clearly mispriced we may cancel it and refund you in full.</li><li>Promotions and promo codes apply under the conditions stated with them and cannot be exchanged for cash.</li></ul>
<h2>Payment</h2>
<p>You can pay by card, PayPal, Apple Pay, pay-later plans where offered, gift cards (up to 3 per order), and loyalty points and vouchers.</p>
<h2>Delivery and pickup</h2>
<ul><li>Orders ship within ${f.shipDays} business days; delivery options and times are shown at checkout.</li><li>Standard delivery is free above the amount shown in your bag.</li><li>For in-store pickup we email you when your order is ready; bring your confirmation.</li></ul>
<h2>Returns and refunds</h2>
<p>Returns are free within ${f.returnDays} days of delivery. See <a href="${f.link('/help/returns/how-to-return')}">how to return an item</a> for the steps and refund times.</p>`,

  'sms-terms': (f) => `<p>${f.brand} SMS alerts bring you offers, new arrivals, event news and updates on your orders by text message.</p>
<h2>Signing up</h2>
<p>Tick the SMS box when you create your account, or turn on SMS alerts in your account (a valid phone number is needed), and accept these terms. We send up to six messages a month.</p>
<h2>Stopping alerts</h2>
<ul><li>Reply <strong>STOP</strong> to any message, or untick SMS alerts in <a href="${f.link('/account')}">your account</a>.</li><li>Reply <strong>HELP</strong> for help, or <a href="${f.link('/help/contact-us')}">contact us</a>.</li></ul>
<h2>Costs and your number</h2>
<p>Alerts are free from us; your carrier's message and data rates may apply. We use your number only for these alerts and never sell it. See our <a href="${f.link('/privacy')}">privacy notice</a>.</p>`,

  'associate-discount-terms': (f) => `<p>The associate discount is our thank-you to ${f.brand} employees. Before you shop with it for the first time, accept these terms in the dialog shown when you sign in as an employee.</p>
<h2>Who can use it</h2>
<ul><li>Current employees, signed in with their employee ID.</li><li>The discount applies once you have accepted these terms; the banner at the top of the page shows that it is active.</li></ul>
<h2>Your annual allowance</h2>
<p>The discount applies to purchases up to your annual allowance. The banner shows how much of it you have used this year.</p>
<h2>Personal use only</h2>
<ul><li>Items bought with the discount are for your personal use and may not be resold.</li><li>Misuse can lead to the loss of the discount and to disciplinary action.</li><li>While you are signed in as an employee, favorites and saved-for-later are not available.</li></ul>
<h2>Questions</h2>
<p>Returns follow our usual <a href="${f.link('/help/returns/how-to-return')}">return policy</a>. For anything else, ask your store manager or <a href="${f.link('/help/contact-us')}">contact us</a>.</p>`,

  privacy: (f) => `<p>This notice explains what personal data ${f.brand} collects when you shop with us, why we use it and the choices you have.</p>
<h2>What we collect</h2>
<ul><li>Account details: name, email address, phone number, postal code, birth date where asked, and addresses.</li><li>Orders, returns and loyalty activity. Card details are handled by our payment provider; we do not store full card numbers.</li><li>Your preferences and subscriptions: interests, shoe size, newsletter and SMS choices.</li><li>How you use the site, through cookies you have agreed to.</li></ul>
<h2>Why we use it</h2>
<ul><li>To deliver your orders, handle returns and run your account and loyalty membership.</li><li>To send you newsletters or SMS alerts, only if you signed up for them.</li><li>To keep the site secure, prevent fraud and improve our service.</li></ul>
<h2>Cookies</h2>
<p>Required cookies keep the site working (signing in, your bag). Performance, functional and targeting cookies are used only with your consent, which you can change at any time in the cookie settings.</p>
<h2>Sharing and keeping data</h2>
<p>We share data only with the companies that help us run the shop (payment, delivery, hosting, email), on our instructions, and with authorities where the law requires it. We never sell your data. We keep account data while your account is open and order data as long as the law requires.</p>
<h2>Your rights</h2>
<p>You can see, correct or delete your data, object to its use and take a copy with you. Update most details in <a href="${f.link('/account')}">your account</a>, unsubscribe with the link in any email, or <a href="${f.link('/help/contact-us')}">contact us</a>.</p>`,
};
